import * as React from 'react';
import SvgIcon, { SvgIconProps } from '@mui/material/SvgIcon';
import Stack from '@mui/material/Stack';

// A diamond with a smaller diamond cut out of its centre (evenodd fill).
function DiamondIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path fillRule="evenodd" d="M12 2 22 12 12 22 2 12zm0 5-5 5 5 5 5-5z" />
    </SvgIcon>
  );
}

// Three bars of rising height, like a tiny bar chart.
function BarsIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3" y="14" width="4" height="7" rx="1" />
      <rect x="10" y="9" width="4" height="12" rx="1" />
      <rect x="17" y="3" width="4" height="18" rx="1" />
    </SvgIcon>
  );
}

// Several elements: a faded disc behind a solid ring, the look of two-tone icons.
function TargetIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="9" opacity="0.3" />
      <path d="M12 1a11 11 0 1 0 0 22 11 11 0 0 0 0-22zm0 2a9 9 0 1 1 0 18 9 9 0 0 1 0-18z" />
      <circle cx="12" cy="12" r="3" />
    </SvgIcon>
  );
}

export default function CustomSvgIcons() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <DiamondIcon />
      <DiamondIcon color="primary" />
      <BarsIcon color="success" />
      <BarsIcon fontSize="large" />
      <TargetIcon color="secondary" />
      <TargetIcon sx={{ fontSize: 48 }} />
    </Stack>
  );
}
