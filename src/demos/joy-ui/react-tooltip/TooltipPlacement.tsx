import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip, { TooltipProps } from '@mui/joy/Tooltip';

const placements: NonNullable<TooltipProps['placement']>[] = [
  'top-start',
  'top',
  'top-end',
  'left',
  'right',
  'bottom-start',
  'bottom',
  'bottom-end',
];

export default function TooltipPlacement() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 1,
        width: '100%',
        maxWidth: 560,
      }}
    >
      {placements.map((placement) => (
        <Tooltip key={placement} title={placement} placement={placement} arrow>
          <Button variant="outlined" color="neutral" size="sm">
            {placement}
          </Button>
        </Tooltip>
      ))}
    </Box>
  );
}
