import * as React from 'react';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';

function preventNavigation(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

const title = 'Migrating a very large project from version four to version five';

export default function BreadcrumbsTruncated() {
  return (
    <Breadcrumbs aria-label="breadcrumbs" sx={{ maxWidth: '100%', '& li': { minWidth: 0 } }}>
      <Link color="neutral" href="#" onClick={preventNavigation}>
        Docs
      </Link>
      <Link color="neutral" href="#" onClick={preventNavigation}>
        Guides
      </Link>
      <Tooltip title={title} variant="outlined" placement="bottom-start">
        <Typography
          aria-current="page"
          tabIndex={0}
          noWrap
          sx={{ maxWidth: 200 }}
        >
          {title}
        </Typography>
      </Tooltip>
    </Breadcrumbs>
  );
}
