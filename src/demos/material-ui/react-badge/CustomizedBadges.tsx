import * as React from 'react';
import Badge, { badgeClasses } from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import ShoppingBasketIcon from '@mui/icons-material/ShoppingBasket';
import InboxIcon from '@mui/icons-material/Inbox';

// A ring in the paper colour separates the badge from the icon under it.
// theme.vars holds the CSS variables of the current colour scheme, when the theme has them.
const RingBadge = styled(Badge)(({ theme }) => ({
  [`& .${badgeClasses.badge}`]: {
    right: -3,
    top: 6,
    border: `2px solid ${(theme.vars ?? theme).palette.background.paper}`,
    padding: '0 4px',
    fontWeight: theme.typography.fontWeightBold,
  },
}));

export default function CustomizedBadges() {
  return (
    <Stack direction="row" spacing={4} sx={{ justifyContent: 'center' }}>
      <IconButton aria-label="Basket, 3 items">
        <RingBadge badgeContent={3} color="secondary">
          <ShoppingBasketIcon />
        </RingBadge>
      </IconButton>
      <IconButton aria-label="Inbox, new messages">
        <Badge
          badgeContent="New"
          color="primary"
          slotProps={{
            badge: {
              sx: {
                textTransform: 'uppercase',
                fontSize: '0.625rem',
                fontWeight: 700,
                letterSpacing: '0.04em',
                borderRadius: 1,
              },
            },
          }}
        >
          <InboxIcon />
        </Badge>
      </IconButton>
    </Stack>
  );
}
