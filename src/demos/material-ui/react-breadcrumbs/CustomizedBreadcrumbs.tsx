import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import { emphasize, styled } from '@mui/material/styles';
import HomeIcon from '@mui/icons-material/Home';

const StyledBreadcrumb = styled(Chip)(({ theme }) => ({
  backgroundColor: theme.palette.action.selected,
  height: theme.spacing(3),
  color: theme.palette.text.primary,
  fontWeight: theme.typography.fontWeightRegular,
  '&:hover, &:focus-visible': {
    backgroundColor: emphasize(theme.palette.action.selected, 0.1),
  },
  '&:active': {
    boxShadow: theme.shadows[1],
  },
})) as typeof Chip;

// The chips stand for pages of your app: here a click stays on this page.
function preventNavigation(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

export default function CustomizedBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <StyledBreadcrumb
        component="a"
        href="#"
        onClick={preventNavigation}
        label="Home"
        icon={<HomeIcon fontSize="small" />}
      />
      <StyledBreadcrumb
        component="a"
        href="#"
        onClick={preventNavigation}
        label="Recipes"
      />
      <StyledBreadcrumb
        label="Soups"
        aria-current="page"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 500,
        }}
      />
    </Breadcrumbs>
  );
}
