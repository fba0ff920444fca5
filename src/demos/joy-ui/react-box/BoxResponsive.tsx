import Box from '@mui/joy/Box';

export default function BoxResponsive() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 1, sm: 2 },
        p: { xs: 1, md: 3 },
        borderRadius: 'md',
        bgcolor: 'background.level1',
        width: '100%',
      }}
    >
      {['Stacked on phones', 'side by side', 'from the sm breakpoint'].map((text) => (
        <Box
          key={text}
          sx={{
            flex: 1,
            p: 2,
            borderRadius: 'sm',
            bgcolor: 'background.surface',
            border: '1px solid',
            borderColor: 'divider',
            typography: { xs: 'body-sm', md: 'body-md' },
          }}
        >
          {text}
        </Box>
      ))}
    </Box>
  );
}
