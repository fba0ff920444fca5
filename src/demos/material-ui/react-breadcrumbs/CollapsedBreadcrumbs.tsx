import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const path = ['Home', 'Catalog', 'Outdoor', 'Camping', 'Tents', 'Two-person tents'];

// The links stand for pages of your app: here a click stays on this page.
function preventNavigation(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

function Trail({
  maxItems,
  before,
  after,
}: {
  maxItems: number;
  before: number;
  after: number;
}) {
  return (
    <Breadcrumbs
      aria-label={`Breadcrumb, at most ${maxItems} items`}
      maxItems={maxItems}
      itemsBeforeCollapse={before}
      itemsAfterCollapse={after}
      expandText="Show the full path"
    >
      {path.slice(0, -1).map((label) => (
        <Link
          key={label}
          underline="hover"
          color="inherit"
          href="#"
          onClick={preventNavigation}
        >
          {label}
        </Link>
      ))}
      <Typography sx={{ color: 'text.primary' }} aria-current="page">
        {path[path.length - 1]}
      </Typography>
    </Breadcrumbs>
  );
}

export default function CollapsedBreadcrumbs() {
  return (
    <Stack spacing={2}>
      <Trail maxItems={4} before={1} after={1} />
      <Trail maxItems={4} before={2} after={2} />
    </Stack>
  );
}
