import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';

type Placement = NonNullable<TooltipProps['placement']>;

const rows: Placement[][] = [
  ['top-start', 'top', 'top-end'],
  ['left-start', 'left', 'left-end'],
  ['right-start', 'right', 'right-end'],
  ['bottom-start', 'bottom', 'bottom-end'],
];

export default function PositionedTooltips() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 140px))',
        justifyContent: 'center',
        gap: 1,
      }}
    >
      {rows.flat().map((placement) => (
        <Tooltip
          key={placement}
          title={`Placement: ${placement}`}
          placement={placement}
          arrow
        >
          <Button variant="outlined" size="small" sx={{ textTransform: 'none' }}>
            {placement}
          </Button>
        </Tooltip>
      ))}
    </Box>
  );
}
