import Box from '@mui/joy/Box';

const areas = [
  { name: 'header', label: 'Header' },
  { name: 'nav', label: 'Navigation' },
  { name: 'main', label: 'Main content' },
  { name: 'footer', label: 'Footer' },
];

export default function BoxGridLayout() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        gridTemplateAreas: {
          xs: '"header" "nav" "main" "footer"',
          sm: '"header header" "nav main" "footer footer"',
        },
        gap: 1,
        width: '100%',
        minHeight: 220,
      }}
    >
      {areas.map((area) => (
        <Box
          key={area.name}
          sx={{
            gridArea: area.name,
            p: 1.5,
            borderRadius: 'sm',
            bgcolor: area.name === 'main' ? 'primary.softBg' : 'background.level1',
            color: area.name === 'main' ? 'primary.softColor' : 'text.secondary',
            typography: 'body-sm',
          }}
        >
          {area.label}
        </Box>
      ))}
    </Box>
  );
}
