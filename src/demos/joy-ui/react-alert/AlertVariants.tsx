import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function AlertVariants() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      {variants.map((variant) => (
        <Alert key={variant} variant={variant} color="success">
          This is a {variant} alert.
        </Alert>
      ))}
    </Stack>
  );
}
