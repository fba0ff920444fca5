import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

// A reusable status chip: a dot before the label and squarer corners.
const StatusChip = styled(Chip)(({ theme }) => ({
  borderRadius: theme.shape.borderRadius,
  fontWeight: 600,
  '& .MuiChip-label': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(0.75),
  },
  '& .MuiChip-label::before': {
    content: '""',
    width: 8,
    height: 8,
    borderRadius: '50%',
    backgroundColor: 'currentColor',
  },
}));

export default function CustomizedChips() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <StatusChip label="Shipped" color="success" variant="outlined" />
      <StatusChip label="Waiting for stock" color="warning" variant="outlined" />
      <StatusChip label="Cancelled" color="error" variant="outlined" />
      <Chip
        label="sx: pill with a bold label"
        sx={{
          height: 'auto',
          py: 0.5,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '& .MuiChip-label': { fontWeight: 700, letterSpacing: 0.5 },
        }}
      />
    </Stack>
  );
}
