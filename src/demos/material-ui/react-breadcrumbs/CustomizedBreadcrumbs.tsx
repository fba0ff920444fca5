import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import { styled } from '@mui/material/styles';
import HomeIcon from '@mui/icons-material/Home';

// Colors come from theme.vars (the CSS variables) when the theme has them, so the chips
// follow light and dark mode.
const StyledBreadcrumb = styled(Chip)(({ theme }) => {
  const palette = (theme.vars || theme).palette;
  return {
    backgroundColor: palette.action.selected,
    height: theme.spacing(3),
    color: palette.text.primary,
    fontWeight: theme.typography.fontWeightRegular,
    '&:hover, &:focus-visible': {
      backgroundColor: palette.action.focus,
    },
    '&:active': {
      boxShadow: theme.shadows[1],
    },
  };
}) as typeof Chip;

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
