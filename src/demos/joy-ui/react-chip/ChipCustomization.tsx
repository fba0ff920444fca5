import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';

export default function ChipCustomization() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Chip variant="outlined" color="primary" sx={{ '--Chip-radius': '6px' }}>
        Square corners
      </Chip>
      <Chip
        variant="solid"
        color="success"
        sx={{ '--Chip-minHeight': '36px', '--Chip-paddingInline': '20px' }}
      >
        Taller and wider
      </Chip>
      <Chip variant="soft" sx={{ maxWidth: 160 }}>
        A very long category name that is cut with an ellipsis
      </Chip>
    </Box>
  );
}
