import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import HomeIcon from '@mui/icons-material/Home';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';

// The links stand for pages of your app: here a click stays on this page.
function preventNavigation(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

const linkSx = { display: 'flex', alignItems: 'center', gap: 0.5 };

export default function IconBreadcrumbs() {
  return (
    <Breadcrumbs
      aria-label="Breadcrumb"
      separator={<NavigateNextIcon fontSize="small" />}
    >
      <Link
        underline="hover"
        color="inherit"
        href="#"
        onClick={preventNavigation}
        sx={linkSx}
      >
        <HomeIcon fontSize="inherit" />
        My files
      </Link>
      <Link
        underline="hover"
        color="inherit"
        href="#"
        onClick={preventNavigation}
        sx={linkSx}
      >
        <FolderIcon fontSize="inherit" />
        Projects
      </Link>
      <Typography
        aria-current="page"
        sx={{ ...linkSx, color: 'text.primary', fontWeight: 500 }}
      >
        <FolderIcon fontSize="inherit" />
        2026 budget
      </Typography>
    </Breadcrumbs>
  );
}
