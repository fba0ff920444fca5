import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';

export default function ChipVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Chip variant="soft">Soft (default)</Chip>
        <Chip variant="solid">Solid</Chip>
        <Chip variant="outlined">Outlined</Chip>
        <Chip variant="plain">Plain</Chip>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Chip color="primary">Primary</Chip>
        <Chip color="neutral">Neutral</Chip>
        <Chip color="danger">Danger</Chip>
        <Chip color="success">Success</Chip>
        <Chip color="warning">Warning</Chip>
      </Box>
      <Box
        sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Chip size="sm">Small</Chip>
        <Chip size="md">Medium</Chip>
        <Chip size="lg">Large</Chip>
      </Box>
    </Box>
  );
}
