import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip from '@mui/joy/Tooltip';

export default function TooltipDisabledButton() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Tooltip title="Add a payment method to publish" describeChild>
        {/* The span receives the pointer and focus events the disabled button cannot. */}
        <span tabIndex={0} style={{ display: 'inline-flex' }}>
          <Button disabled>Publish</Button>
        </span>
      </Tooltip>
      <Button variant="outlined" color="neutral">
        Save draft
      </Button>
    </Box>
  );
}
