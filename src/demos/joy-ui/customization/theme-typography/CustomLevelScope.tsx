import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

function Sample({ label }: { label: string }) {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', flex: 1, minWidth: 220 }}>
      <Typography level="body-xs" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Typography level="h1">Quarterly review</Typography>
      <Typography level="body-sm">Revenue grew in every region.</Typography>
    </Sheet>
  );
}

// The h1 level takes its size, weight and line height from scale tokens. Changing the tokens in
// a section re-sizes every level built on them there (theme.typography.h1 in a theme changes h1 alone).
export default function CustomLevelScope() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Sample label="Default h1" />
      <Box
        sx={{
          flex: 1,
          display: 'flex',
          '--joy-fontSize-xl4': '2.75rem',
          '--joy-fontWeight-xl': '800',
          '--joy-lineHeight-xs': '1.1',
        }}
      >
        <Sample label="Larger, heavier, tighter h1" />
      </Box>
    </Box>
  );
}
