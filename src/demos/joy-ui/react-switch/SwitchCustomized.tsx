import Box from '@mui/joy/Box';
import Switch from '@mui/joy/Switch';

export default function SwitchCustomized() {
  return (
    <Box sx={{ display: 'flex', gap: 4, alignItems: 'center', flexWrap: 'wrap' }}>
      <Switch
        defaultChecked
        color="success"
        slotProps={{ input: { 'aria-label': 'Rounded switch with a large thumb' } }}
        sx={{
          '--Switch-thumbSize': '26px',
          '--Switch-trackWidth': '52px',
          '--Switch-trackHeight': '30px',
          '--Switch-thumbShadow': 'var(--joy-shadow-sm)',
        }}
      />
      <Switch
        slotProps={{ input: { 'aria-label': 'Square switch' } }}
        sx={{
          '--Switch-trackRadius': '4px',
          '--Switch-thumbRadius': '2px',
          '--Switch-trackWidth': '44px',
        }}
      />
      <Switch
        defaultChecked
        variant="outlined"
        slotProps={{ input: { 'aria-label': 'Slim switch with an oval thumb' } }}
        sx={{
          '--Switch-trackHeight': '12px',
          '--Switch-thumbSize': '20px',
          '--Switch-thumbWidth': '28px',
        }}
      />
    </Box>
  );
}
