import * as React from 'react';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

// Stands in for an SVG file turned into a component by SVGR: drawn on a 100 by 100 grid.
function HexagonLogo(props: React.SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 100 100" {...props}>
      <path d="M50 4 90 27v46L50 96 10 73V27z" opacity="0.3" />
      <path d="M50 24 73 37v26L50 76 27 63V37z" />
    </svg>
  );
}

export default function IconComponentProp() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <SvgIcon component={HexagonLogo} inheritViewBox />
        <SvgIcon component={HexagonLogo} inheritViewBox color="primary" fontSize="large" />
        <SvgIcon component={HexagonLogo} inheritViewBox sx={{ fontSize: 56, color: 'success.main' }} />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        The component draws its own 0 0 100 100 view box; SvgIcon adds size, color and
        aria-hidden.
      </Typography>
    </Stack>
  );
}
