import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import SearchRounded from '@mui/icons-material/SearchRounded';

export default function InputCustomization() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      <Input
        aria-label="Search, pill shaped"
        placeholder="Pill shaped"
        startDecorator={<SearchRounded />}
        sx={{ '--Input-radius': '999px', '--Input-minHeight': '44px', '--Input-gap': '12px' }}
      />
      <Input
        aria-label="Field with a custom focus ring"
        placeholder="Thicker green focus ring"
        sx={{
          '--Input-radius': '4px',
          '--Input-focusedThickness': '3px',
          '--Input-focusedHighlight': 'var(--joy-palette-success-500)',
        }}
      />
    </Stack>
  );
}
