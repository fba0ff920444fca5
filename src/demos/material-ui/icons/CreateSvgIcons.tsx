import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createSvgIcon } from '@mui/material/utils';

// One path: a rounded square with a check mark cut out of it.
const CheckSquareIcon = createSvgIcon(
  <path d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm5 13.4 7.7-7.7-1.4-1.4-6.3 6.3-2.6-2.6-1.4 1.4z" />,
  'CheckSquare',
);

// Several elements: pass an array, each with a key.
const CloudRainIcon = createSvgIcon(
  [
    <path key="cloud" d="M7 14a5 5 0 0 1-.6-10A6 6 0 0 1 18 5.5 4.3 4.3 0 0 1 17.5 14z" />,
    <rect key="drop-1" x="7" y="16" width="2" height="5" rx="1" />,
    <rect key="drop-2" x="11" y="16" width="2" height="5" rx="1" />,
    <rect key="drop-3" x="15" y="16" width="2" height="5" rx="1" />,
  ],
  'CloudRain',
);

export default function CreateSvgIcons() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CheckSquareIcon fontSize="small" />
        <CheckSquareIcon color="success" />
        <CheckSquareIcon color="primary" fontSize="large" />
        <CloudRainIcon color="info" />
        <CloudRainIcon sx={{ fontSize: 40, color: 'text.secondary' }} />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Both components take every SvgIcon prop: fontSize, color, sx, titleAccess.
      </Typography>
    </Stack>
  );
}
