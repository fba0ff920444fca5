import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import Favorite from '@mui/icons-material/Favorite';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

export default function SameVariantManyComponents() {
  const [variant, setVariant] = React.useState<VariantProp>('soft');
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        aria-label="Variant"
        value={variant}
        onChange={(_event, value) => value && setVariant(value)}
        size="sm"
      >
        {variants.map((item) => (
          <Button key={item} value={item}>
            {item}
          </Button>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip variant={variant} color="primary">
          Chip
        </Chip>
        <IconButton variant={variant} color="danger" aria-label="Like">
          <Favorite />
        </IconButton>
        <Input variant={variant} placeholder="Input" slotProps={{ input: { 'aria-label': 'Sample input' } }} />
        <Alert variant={variant} color="success">
          Saved
        </Alert>
        <Sheet variant={variant} color="warning" sx={{ p: 1.5, borderRadius: 'sm' }}>
          <Typography level="body-sm">Sheet</Typography>
        </Sheet>
      </Stack>
    </Stack>
  );
}
