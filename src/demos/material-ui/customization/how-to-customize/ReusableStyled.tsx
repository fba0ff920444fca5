import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

// Defined once, used everywhere: every Chip prop still works, including sx.
const Tag = styled(Chip)(({ theme }) => ({
  borderRadius: theme.shape.borderRadius,
  height: 24,
  fontWeight: theme.typography.fontWeightMedium,
  letterSpacing: 0.4,
  textTransform: 'uppercase',
  fontSize: theme.typography.pxToRem(11),
}));

export default function ReusableStyled() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Tag label="Design" />
      <Tag label="Frontend" color="primary" />
      <Tag label="Urgent" color="error" variant="outlined" />
      <Tag label="Shipped" color="success" sx={{ fontStyle: 'italic' }} />
    </Stack>
  );
}
