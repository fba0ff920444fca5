/** Home page: introduces each product and leads into its docs. */
import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import RouterLink from '../components/RouterLink';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {PRODUCT_LIST, type ProductIdentity} from '../data/products';
import MuiScope from '../components/MuiScope';

const PUBLIC_PRODUCTS = PRODUCT_LIST.filter((product) => !product.internal);

function ProductCard({product}: {readonly product: ProductIdentity}): ReactNode {
  const current = product.versions.find((version) => version.current);
  return (
    <Card variant="outlined" sx={{height: '100%'}}>
      <CardActionArea component={RouterLink} to={product.startPath} sx={{height: '100%', alignItems: 'flex-start'}}>
        <CardContent>
          <Box sx={{display: 'flex', alignItems: 'center', gap: 1.5, mb: 1}}>
            <img src={useBaseUrl(product.logo)} alt="" width={32} height={32} />
            <Typography component="h2" variant="h6" sx={{fontWeight: 'bold'}}>
              {product.name}
            </Typography>
            {current && (
              <Typography variant="caption" color="text.secondary">
                {current.text}
              </Typography>
            )}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {product.description}
          </Typography>
          <Typography variant="body2" color="primary" sx={{mt: 1.5, fontWeight: 'medium'}}>
            <Translate id="mui.home.product.cta" values={{product: product.name}}>
              {'Read the {product} docs →'}
            </Translate>
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({id: 'mui.home.title', message: 'Documentation'})}
      description={translate({
        id: 'mui.home.description',
        message: 'Documentation for Material UI, Joy UI, MUI System and MUI X: guides, component demos and API references.',
      })}>
      <MuiScope>
        <Container component="main" maxWidth="lg" sx={{py: {xs: 4, md: 8}}}>
          <Typography component="h1" variant="h3" sx={{fontWeight: 'bold', mb: 2, fontSize: {xs: '2.25rem', sm: '3rem'}}}>
            <Translate id="mui.home.heading">MUI documentation</Translate>
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{maxWidth: 720, mb: 5}}>
            <Translate id="mui.home.intro">
              One place for the docs of every MUI library: start with Material UI for a complete set of Material Design
              components, pick MUI System to style your own, or reach for MUI X when your app needs data grids, pickers, charts
              or trees.
            </Translate>
          </Typography>
          <Grid container spacing={3}>
            {PUBLIC_PRODUCTS.map((product) => (
              <Grid key={product.id} size={{xs: 12, sm: 6}}>
                <ProductCard product={product} />
              </Grid>
            ))}
          </Grid>
        </Container>
      </MuiScope>
    </Layout>
  );
}
