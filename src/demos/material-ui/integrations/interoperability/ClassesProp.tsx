import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import styles from './ClassesProp.module.css';

export default function ClassesProp() {
  const buttonClasses = { root: styles.cta, startIcon: styles.ctaIcon, disabled: styles.ctaDisabled };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Card className={styles.card} variant="outlined" sx={{ flex: 1 }}>
        <CardHeader title="Team" subheader="Up to 20 seats" />
        <CardActions>
          <Button variant="outlined" classes={buttonClasses} startIcon={<AddShoppingCartIcon />}>
            Choose plan
          </Button>
        </CardActions>
      </Card>
      <Card className={styles.card} variant="outlined" sx={{ flex: 1 }}>
        <CardHeader title="Enterprise" subheader="Sold out this quarter" />
        <CardActions>
          <Button variant="outlined" classes={buttonClasses} startIcon={<AddShoppingCartIcon />} disabled>
            Choose plan
          </Button>
        </CardActions>
      </Card>
    </Stack>
  );
}
