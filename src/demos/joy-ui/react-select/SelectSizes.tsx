import Stack from '@mui/joy/Stack';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

export default function SelectSizes() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 240 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Select
          key={size}
          size={size}
          defaultValue="m"
          aria-label={`Shirt size (${size} select)`}
        >
          <Option value="s">Small</Option>
          <Option value="m">Medium</Option>
          <Option value="l">Large</Option>
        </Select>
      ))}
    </Stack>
  );
}
