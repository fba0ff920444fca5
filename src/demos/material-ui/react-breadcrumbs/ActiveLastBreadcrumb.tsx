import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';

// The links stand for pages of your app: here a click stays on this page.
function preventNavigation(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

export default function ActiveLastBreadcrumb() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Link underline="hover" color="inherit" href="#" onClick={preventNavigation}>
        Shop
      </Link>
      <Link underline="hover" color="inherit" href="#" onClick={preventNavigation}>
        Kitchen
      </Link>
      <Link
        underline="hover"
        color="text.primary"
        href="#"
        onClick={preventNavigation}
        aria-current="page"
      >
        Teapots
      </Link>
    </Breadcrumbs>
  );
}
