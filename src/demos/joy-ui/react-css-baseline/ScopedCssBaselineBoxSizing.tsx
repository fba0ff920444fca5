import Box from '@mui/joy/Box';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Typography from '@mui/joy/Typography';

// The same inline styles in both places: 200px wide, 24px padding, 4px border.
const boxStyle = {
  width: 200,
  padding: 24,
  border: '4px solid var(--joy-palette-primary-outlinedBorder)',
  boxSizing: 'content-box' as const,
};

function Measured({ scoped }: { scoped: boolean }) {
  return (
    <div style={scoped ? { ...boxStyle, boxSizing: undefined } : boxStyle}>
      {scoped ? 'border-box: 200px in total' : 'content-box: 256px in total'}
    </div>
  );
}

export default function ScopedCssBaselineBoxSizing() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', overflowX: 'auto' }}>
      <div>
        <Typography level="body-xs" sx={{ mb: 0.5 }}>
          Browser default
        </Typography>
        <Measured scoped={false} />
      </div>
      <ScopedCssBaseline>
        <Typography level="body-xs" sx={{ mb: 0.5 }}>
          Inside ScopedCssBaseline
        </Typography>
        <Measured scoped />
      </ScopedCssBaseline>
    </Box>
  );
}
