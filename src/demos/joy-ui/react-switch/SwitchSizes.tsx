import Box from '@mui/joy/Box';
import Switch from '@mui/joy/Switch';

export default function SwitchSizes() {
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Switch
          key={size}
          size={size}
          defaultChecked
          slotProps={{ input: { 'aria-label': `Switch size ${size}` } }}
        />
      ))}
    </Box>
  );
}
