import Box from '@mui/joy/Box';

const colors = ['primary', 'success', 'warning'] as const;

export default function BoxThemeCallback() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {colors.map((color) => (
        <Box
          key={color}
          sx={(theme) => ({
            // The same tokens a Joy component uses for variant="soft".
            ...theme.variants.soft[color],
            px: 2,
            py: 1,
            borderRadius: 'sm',
            typography: 'body-sm',
            boxShadow: `inset 0 0 0 1px ${theme.vars.palette[color].outlinedBorder}`,
          })}
        >
          soft {color}
        </Box>
      ))}
    </Box>
  );
}
