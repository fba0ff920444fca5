import * as React from 'react';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';

const path = ['Home', 'Projects', 'Atlas', 'Design', 'Components', 'Buttons'];

function preventNavigation(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

export default function BreadcrumbsCollapsed() {
  const [expanded, setExpanded] = React.useState(false);
  const ancestors = path.slice(0, -1);
  const current = path[path.length - 1];
  // Collapsed: the root, an ellipsis button and the parent of the current page.
  const shown = expanded ? ancestors : [ancestors[0], ancestors[ancestors.length - 1]];

  return (
    <Breadcrumbs aria-label="breadcrumbs">
      {shown.map((name, index) => [
        <Link key={name} color="neutral" href="#" onClick={preventNavigation}>
          {name}
        </Link>,
        !expanded && index === 0 && (
          <IconButton
            key="more"
            size="sm"
            variant="plain"
            color="neutral"
            aria-label={`Show ${ancestors.length - 2} hidden levels`}
            onClick={() => setExpanded(true)}
            sx={{ '--IconButton-size': '24px' }}
          >
            <MoreHorizIcon />
          </IconButton>
        ),
      ])}
      <Typography aria-current="page">{current}</Typography>
    </Breadcrumbs>
  );
}
