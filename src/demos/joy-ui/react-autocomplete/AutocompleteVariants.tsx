import Autocomplete from '@mui/joy/Autocomplete';
import Stack from '@mui/joy/Stack';

const fruits = ['Apple', 'Banana', 'Cherry', 'Mango', 'Peach', 'Plum'];

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export default function AutocompleteVariants() {
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 520 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap flexWrap="wrap">
        {variants.map((variant) => (
          <Autocomplete
            key={variant}
            variant={variant}
            placeholder={variant}
            aria-label={`Fruit, ${variant} variant`}
            options={fruits}
            sx={{ width: 220 }}
          />
        ))}
      </Stack>
      <Stack spacing={1.5}>
        {sizes.map((size) => (
          <Autocomplete
            key={size}
            size={size}
            color="primary"
            placeholder={`Size ${size}`}
            aria-label={`Fruit, size ${size}`}
            options={fruits}
          />
        ))}
      </Stack>
    </Stack>
  );
}
