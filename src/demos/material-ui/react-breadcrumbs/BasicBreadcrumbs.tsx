import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

// The links stand for pages of your app: here a click stays on this page. In an app, give
// them your pages' addresses and drop the handler.
function preventNavigation(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

export default function BasicBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Link underline="hover" color="inherit" href="#" onClick={preventNavigation}>
        Home
      </Link>
      <Link
        underline="hover"
        color="inherit"
        href="#"
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
