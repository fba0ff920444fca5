import Box from '@mui/joy/Box';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Typography from '@mui/joy/Typography';

export default function ScopedCssBaselineColorScheme() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        gap: 2,
        width: '100%',
      }}
    >
      <ScopedCssBaseline
        sx={{
          p: 2,
          borderRadius: 'md',
          border: '1px solid',
          borderColor: 'divider',
        }}
      >
        <Typography level="title-sm">Default</Typography>
        <Typography level="body-sm">Sets color-scheme to match the current mode.</Typography>
      </ScopedCssBaseline>
      <ScopedCssBaseline
        disableColorScheme
        sx={{
          p: 2,
          borderRadius: 'md',
          border: '1px solid',
          borderColor: 'divider',
        }}
      >
        <Typography level="title-sm">disableColorScheme</Typography>
        <Typography level="body-sm">Leaves the color-scheme property alone.</Typography>
      </ScopedCssBaseline>
    </Box>
  );
}
