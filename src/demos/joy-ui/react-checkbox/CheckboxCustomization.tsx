import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

export default function CheckboxCustomization() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
      <Checkbox
        label="Round"
        defaultChecked
        slotProps={{ checkbox: { sx: { borderRadius: 'xl' } } }}
      />
      <Checkbox
        label="Larger box, wider gap"
        defaultChecked
        color="success"
        sx={{ '--Checkbox-size': '28px', '--Checkbox-gap': '16px' }}
      />
      <Checkbox
        label="Label first"
        defaultChecked
        sx={{ flexDirection: 'row-reverse', gap: 1 }}
      />
    </Box>
  );
}
