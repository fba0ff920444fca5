import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

export default function VariantStates() {
  return (
    <Stack spacing={1.5}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography level="body-sm" sx={{ width: 72 }}>
            {variant}
          </Typography>
          <Button variant={variant} color="primary">
            Enabled
          </Button>
          <Button variant={variant} color="primary" disabled>
            Disabled
          </Button>
          <Button
            variant={variant}
            color="primary"
            loading
            loadingIndicator={<CircularProgress color="primary" aria-label={`Loading, ${variant}`} />}
          >
            Loading
          </Button>
        </Stack>
      ))}
    </Stack>
  );
}
