import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';

// The links stand for pages of your app: here a click stays on this page.
function preventNavigation(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

const trail = (current: string) => [
  <Link
    key="docs"
    underline="hover"
    color="inherit"
    href="#"
    onClick={preventNavigation}
  >
    Docs
  </Link>,
  <Link
    key="guides"
    underline="hover"
    color="inherit"
    href="#"
    onClick={preventNavigation}
  >
    Guides
  </Link>,
  <Typography key="current" sx={{ color: 'text.primary' }} aria-current="page">
    {current}
  </Typography>,
];

export default function CustomSeparator() {
  return (
    <Stack spacing={2}>
      <Breadcrumbs separator="›" aria-label="Breadcrumb">
        {trail('Deploying')}
      </Breadcrumbs>
      <Breadcrumbs separator="–" aria-label="Breadcrumb">
        {trail('Testing')}
      </Breadcrumbs>
      <Breadcrumbs
        separator={<NavigateNextIcon fontSize="small" />}
        aria-label="Breadcrumb"
      >
        {trail('Upgrading')}
      </Breadcrumbs>
    </Stack>
  );
}
