import Box from '@mui/joy/Box';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function SwitchVariants() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto auto auto',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'start',
      }}
    >
      {variants.map((variant) => (
        <Box key={variant} sx={{ display: 'contents' }}>
          <Typography level="body-sm">{variant}</Typography>
          <Switch
            variant={variant}
            slotProps={{ input: { 'aria-label': `${variant} switch, off` } }}
          />
          <Switch
            variant={variant}
            defaultChecked
            slotProps={{ input: { 'aria-label': `${variant} switch, on` } }}
          />
        </Box>
      ))}
    </Box>
  );
}
