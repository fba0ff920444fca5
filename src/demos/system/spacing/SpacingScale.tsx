import Box from '@mui/system/Box';

const steps = [0, 0.5, 1, 2, 3, 4, 6] as const;

export default function SpacingScale() {
  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {steps.map((step) => (
        <Box key={step} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box sx={{ width: 72, fontFamily: 'monospace', typography: 'body2' }}>
            pl: {step}
          </Box>
          <Box sx={{ bgcolor: 'action.selected', borderRadius: 1 }}>
            <Box sx={{ pl: step, height: 24 }}>
              <Box
                sx={{
                  width: 24,
                  height: 24,
                  bgcolor: 'primary.main',
                  borderRadius: 1,
                }}
              />
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
