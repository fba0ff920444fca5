import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

function Report() {
  return (
    <>
      <Typography level="title-md">Quarterly report</Typography>
      <Typography level="body-sm">Sales up 12% on the previous quarter.</Typography>
    </>
  );
}

// sx changes this one Card only: radius, shadow and background come from the theme scales.
export default function SxOneOff() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Card variant="soft" sx={{ flex: 1, minWidth: 220 }}>
        <Report />
      </Card>
      <Card
        variant="soft"
        sx={{
          flex: 1,
          minWidth: 220,
          p: 2.5,
          borderRadius: 'xl',
          boxShadow: 'md',
          bgcolor: 'background.surface',
          transition: 'box-shadow 0.2s',
          '&:hover': { boxShadow: 'lg' },
          '& .MuiTypography-title-md': { color: 'primary.plainColor' },
        }}
      >
        <Report />
      </Card>
    </Box>
  );
}
