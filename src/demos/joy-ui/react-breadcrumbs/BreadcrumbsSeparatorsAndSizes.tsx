import * as React from 'react';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';

const sizes = ['sm', 'md', 'lg'] as const;

// The links stand for pages of your app: here a click stays on this page. In an app, give
// them your pages' addresses and drop the handler.
function preventNavigation(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

export default function BreadcrumbsSeparatorsAndSizes() {
  return (
    <Stack spacing={1}>
      {sizes.map((size) => (
        <Breadcrumbs
          key={size}
          size={size}
          separator={<ChevronRightRoundedIcon fontSize="small" />}
          aria-label={`breadcrumbs ${size}`}
        >
          <Link
            color="neutral"
            href="#"
            onClick={preventNavigation}
            startDecorator={<HomeRoundedIcon />}
          >
            Home
          </Link>
          <Link color="neutral" href="#" onClick={preventNavigation}>
            Settings
          </Link>
          <Typography aria-current="page">Size {size}</Typography>
        </Breadcrumbs>
      ))}
    </Stack>
  );
}
