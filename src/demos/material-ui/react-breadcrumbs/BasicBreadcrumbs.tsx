import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

function preventNavigation(event: React.MouseEvent<HTMLAnchorElement>) {
  // The demo stays on this page; a real app would let the link navigate.
  event.preventDefault();
}

export default function BasicBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Link underline="hover" color="inherit" href="/" onClick={preventNavigation}>
        Home
      </Link>
      <Link
        underline="hover"
        color="inherit"
        href="/garden"
        onClick={preventNavigation}
      >
        Garden
      </Link>
      <Typography sx={{ color: 'text.primary' }} aria-current="page">
        Watering cans
      </Typography>
    </Breadcrumbs>
  );
}
