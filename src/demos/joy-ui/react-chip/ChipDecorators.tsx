import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Schedule from '@mui/icons-material/Schedule';
import Warning from '@mui/icons-material/Warning';

export default function ChipDecorators() {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Chip color="success" startDecorator={<CheckCircle />}>
        Deployed
      </Chip>
      <Chip color="warning" startDecorator={<Schedule />}>
        Pending review
      </Chip>
      <Chip color="danger" variant="outlined" startDecorator={<Warning />}>
        Build failed
      </Chip>
      <Chip variant="outlined" startDecorator={<Avatar size="sm">MH</Avatar>}>
        Margaret Hamilton
      </Chip>
    </Box>
  );
}
