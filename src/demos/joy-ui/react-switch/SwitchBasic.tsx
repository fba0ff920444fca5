import Box from '@mui/joy/Box';
import Switch from '@mui/joy/Switch';

export default function SwitchBasic() {
  return (
    <Box
      sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Switch slotProps={{ input: { 'aria-label': 'Off switch' } }} />
      <Switch
        defaultChecked
        slotProps={{ input: { 'aria-label': 'On switch' } }}
      />
      <Switch
        disabled
        slotProps={{ input: { 'aria-label': 'Disabled switch' } }}
      />
      <Switch
        disabled
        defaultChecked
        slotProps={{ input: { 'aria-label': 'Disabled on switch' } }}
      />
    </Box>
  );
}
