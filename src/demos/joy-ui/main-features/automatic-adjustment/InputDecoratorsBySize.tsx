import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Search from '@mui/icons-material/Search';

const sizes = ['sm', 'md', 'lg'] as const;

// The decorators are given no size: they take the Input's size, and their corner radius
// follows the Input's so that they sit flush inside it.
export default function InputDecoratorsBySize() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
      {sizes.map((size) => (
        <Input
          key={size}
          size={size}
          placeholder={`Search (size ${size})`}
          slotProps={{ input: { 'aria-label': `Search, size ${size}` } }}
          startDecorator={
            <IconButton variant="plain" aria-label="Search">
              <Search />
            </IconButton>
          }
          endDecorator={<Button>Go</Button>}
        />
      ))}
    </Stack>
  );
}
