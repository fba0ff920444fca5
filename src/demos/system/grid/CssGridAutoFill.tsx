import Box from '@mui/system/Box';

export default function CssGridAutoFill() {
  return (
    <Box
      sx={{
        width: 1,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(100px, 1fr))',
        gridAutoRows: 64,
        gap: 1,
      }}
    >
      {Array.from({ length: 10 }, (_, index) => (
        <Box
          key={index}
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            gridColumn: index === 0 ? 'span 2' : undefined,
            gridRow: index === 0 ? 'span 2' : undefined,
            bgcolor: index === 0 ? 'secondary.main' : 'background.paper',
            color: index === 0 ? 'secondary.contrastText' : 'text.primary',
          }}
        >
          {index === 0 ? 'span 2 × 2' : index + 1}
        </Box>
      ))}
    </Box>
  );
}
