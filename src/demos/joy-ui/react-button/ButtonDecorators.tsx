import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Add from '@mui/icons-material/Add';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import DeleteOutline from '@mui/icons-material/DeleteOutline';

export default function ButtonDecorators() {
  return (
    <Box
      sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Button startDecorator={<Add />}>Add to cart</Button>
      <Button variant="soft" endDecorator={<KeyboardArrowRight />}>
        Continue
      </Button>
      <IconButton variant="outlined" color="danger" aria-label="Delete item">
        <DeleteOutline />
      </IconButton>
    </Box>
  );
}
