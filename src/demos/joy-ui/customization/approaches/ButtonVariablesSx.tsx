import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ArrowForward from '@mui/icons-material/ArrowForward';

// Component CSS variables in sx: the Button's own rules read them, so hover, focus and the
// decorator spacing keep working.
export default function ButtonVariablesSx() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button endDecorator={<ArrowForward />}>Default</Button>
      <Button
        endDecorator={<ArrowForward />}
        sx={{ '--Button-radius': '999px', '--Button-gap': '16px', '--Button-minHeight': '48px', px: 3 }}
      >
        Pill, wider gap
      </Button>
    </Box>
  );
}
