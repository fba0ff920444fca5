import Box from '@mui/joy/Box';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';

function Sample() {
  return (
    <p style={{ margin: 0 }}>
      Plain HTML text with a <strong>strong</strong> word and a <code>code</code> element.
    </p>
  );
}

export default function ScopedCssBaselineComparison() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        gap: 2,
        width: '100%',
      }}
    >
      <Box sx={{ p: 2, border: '1px dashed', borderColor: 'divider', borderRadius: 'sm' }}>
        <Sample />
      </Box>
      <ScopedCssBaseline
        sx={{ p: 2, border: '1px dashed', borderColor: 'divider', borderRadius: 'sm' }}
      >
        <Sample />
      </ScopedCssBaseline>
    </Box>
  );
}
