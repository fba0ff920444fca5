import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

export default function CheckboxVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <Checkbox label="Solid" variant="solid" defaultChecked />
        <Checkbox label="Soft" variant="soft" defaultChecked />
        <Checkbox label="Outlined" variant="outlined" defaultChecked />
        <Checkbox label="Plain" variant="plain" defaultChecked />
      </Box>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <Checkbox label="Primary" color="primary" defaultChecked />
        <Checkbox label="Neutral" color="neutral" defaultChecked />
        <Checkbox label="Danger" color="danger" defaultChecked />
        <Checkbox label="Success" color="success" defaultChecked />
        <Checkbox label="Warning" color="warning" defaultChecked />
      </Box>
      <Box
        sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Checkbox label="Small" size="sm" defaultChecked />
        <Checkbox label="Medium" size="md" defaultChecked />
        <Checkbox label="Large" size="lg" defaultChecked />
      </Box>
    </Box>
  );
}
