import Box from '@mui/system/Box';
import Container from '@mui/system/Container';

export default function ContainerFluid() {
  return (
    <Box sx={{ width: 1, bgcolor: 'action.hover', py: 2 }}>
      <Container maxWidth="sm">
        <Box
          sx={{
            p: 2,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          Content inside a Container with maxWidth=&quot;sm&quot;: at most 600px
          wide, centered, with horizontal gutters.
        </Box>
      </Container>
    </Box>
  );
}
