import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Add from '@mui/icons-material/Add';
import ArrowForward from '@mui/icons-material/ArrowForward';

export default function ButtonCustomization() {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button startDecorator={<Add />} sx={{ '--Button-radius': '999px', '--Button-gap': '12px' }}>
        Pill button
      </Button>
      <Button
        variant="outlined"
        endDecorator={<ArrowForward />}
        sx={{
          '--Button-minHeight': '3rem',
          paddingInline: '1.5rem',
          borderWidth: 2,
          '&:hover': { borderWidth: 2 },
          '& .MuiButton-endDecorator': { transition: 'transform 0.2s' },
          '&:hover .MuiButton-endDecorator': { transform: 'translateX(4px)' },
        }}
      >
        Get started
      </Button>
      <Button
        variant="soft"
        color="neutral"
        sx={{ textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: 'xs' }}
      >
        Small caps
      </Button>
    </Box>
  );
}
