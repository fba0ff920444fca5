import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const sections = ['Engineering', 'Design', 'Product', 'Company', 'Releases'];

const posts = [
  {
    title: 'Moving our build to a monorepo',
    date: 'March 4',
    tag: 'Engineering',
    excerpt: 'What we kept, what we dropped, and the two weeks of cache misses in between.',
  },
  {
    title: 'A calmer colour palette',
    date: 'February 21',
    tag: 'Design',
    excerpt: 'Fewer accents, more contrast: how the new palette passes the contrast checks.',
  },
  {
    title: 'Release notes: version 3.2',
    date: 'February 9',
    tag: 'Releases',
    excerpt: 'Keyboard shortcuts for every menu, faster search, and a dozen fixes.',
  },
];

export default function BlogTemplate() {
  const [section, setSection] = React.useState<string | null>(null);
  // A section brings its posts to the top; the others stay below, so no card disappears.
  const visiblePosts = section
    ? [...posts.filter((post) => post.tag === section), ...posts.filter((post) => post.tag !== section)]
    : posts;

  return (
    <Box
      role="region"
      aria-label="Blog template"
      tabIndex={0}
      sx={{
        height: 480,
        overflow: 'auto',
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 2,
      }}
    >
      <Box component="header">
        <Toolbar disableGutters sx={{ justifyContent: 'space-between' }}>
          <Button size="small" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
            Subscribe
          </Button>
          <Typography component="h3" variant="h5" noWrap>
            The Workbench
          </Typography>
          <Button variant="outlined" size="small">
            Sign in
          </Button>
        </Toolbar>
        <Stack
          component="nav"
          aria-label="Blog sections"
          direction="row"
          spacing={2}
          sx={{ overflowX: 'auto', borderBottom: 1, borderColor: 'divider', pb: 1 }}
        >
          {sections.map((name) => (
            <Link
              key={name}
              href="#"
              variant="body2"
              underline={section === name ? 'always' : 'hover'}
              aria-current={section === name ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault();
                setSection(section === name ? null : name);
              }}
            >
              {name}
            </Link>
          ))}
        </Stack>
      </Box>
      <Paper
        variant="outlined"
        sx={{ my: 2, p: 3, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        <Typography variant="overline">Featured</Typography>
        <Typography component="h4" variant="h5" gutterBottom>
          Why we write design documents before code
        </Typography>
        <Typography variant="body2" sx={{ mb: 1, maxWidth: 480 }}>
          A one-page document settles most arguments before they reach a pull request. Here is the
          template our teams use.
        </Typography>
        <Link href="#" color="inherit" onClick={(event) => event.preventDefault()}>
          Continue reading
        </Link>
      </Paper>
      <Grid container spacing={3} sx={{ pb: 2 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Typography component="h4" variant="h6">
            {section ? `${section} posts first` : 'Latest posts'}
          </Typography>
          <Divider sx={{ mb: 1 }} />
          <Stack spacing={1.5}>
            {visiblePosts.map((post) => (
              <Card key={post.title} variant="outlined">
                <CardActionArea href="#" onClick={(event) => event.preventDefault()}>
                  <CardContent>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                      <Chip size="small" label={post.tag} />
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        {post.date}
                      </Typography>
                    </Stack>
                    <Typography component="h5" variant="subtitle1">
                      {post.title}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {post.excerpt}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography component="h4" variant="subtitle1" gutterBottom>
              About
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Notes from the people who build the product: how we work, what we ship and what we
              learn along the way.
            </Typography>
          </Paper>
        </Grid>
      </Grid>
    </Box>
  );
}
