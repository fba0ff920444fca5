import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

// Different declarations per scheme with theme.getColorSchemeSelector: a soft shadow in light
// mode, a primary outline glow in dark mode. Switch the site's mode to compare.
export default function PerModeStyles() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Card
        variant="outlined"
        sx={(theme) => ({
          minWidth: 240,
          boxShadow: 'md',
          [theme.getColorSchemeSelector('dark')]: {
            boxShadow: `0 0 0 1px ${theme.vars.palette.primary[700]}, 0 0 16px rgba(${theme.vars.palette.primary.mainChannel} / 0.35)`,
          },
        })}
      >
        <Typography level="title-md">Pro plan</Typography>
        <Typography level="body-sm">Shadow in light mode, glow in dark mode.</Typography>
      </Card>
    </Box>
  );
}
