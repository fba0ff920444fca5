import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import Delete from '@mui/icons-material/Delete';
import Share from '@mui/icons-material/Share';

export default function TooltipBasic() {
  return (
    <Box
      sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Tooltip title="Delete">
        <IconButton variant="soft" color="danger" aria-label="Delete">
          <Delete />
        </IconButton>
      </Tooltip>
      <Tooltip title="Copies a link to this page" arrow describeChild>
        <Button variant="outlined" startDecorator={<Share />}>
          Share
        </Button>
      </Tooltip>
      <Tooltip title="Saved a minute ago" variant="outlined" describeChild>
        <Button variant="plain">Draft</Button>
      </Tooltip>
    </Box>
  );
}
