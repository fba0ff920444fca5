import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StorefrontIcon from '@mui/icons-material/Storefront';

const variants = ['circular', 'rounded', 'square'] as const;

export default function AvatarVariants() {
  return (
    <Stack direction="row" spacing={4} sx={{ justifyContent: 'center' }}>
      {variants.map((variant) => (
        <Stack key={variant} spacing={1} sx={{ alignItems: 'center' }}>
          <Stack direction="row" spacing={1}>
            <Avatar
              variant={variant}
              alt="Kwame Mensah"
              src="/img/demos/avatar/kwame.svg"
            />
            <Avatar
              variant={variant}
              sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
            >
              LK
            </Avatar>
            <Avatar
              variant={variant}
              role="img"
              aria-label="Shop"
              sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
            >
              <StorefrontIcon />
            </Avatar>
          </Stack>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {variant}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
