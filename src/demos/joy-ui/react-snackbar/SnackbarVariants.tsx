import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Snackbar, { SnackbarProps } from '@mui/joy/Snackbar';

type Variant = NonNullable<SnackbarProps['variant']>;
type Color = 'primary' | 'neutral' | 'danger' | 'success' | 'warning';

const variants: Variant[] = ['plain', 'outlined', 'soft', 'solid'];
const colors: Color[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function SnackbarVariants() {
  const [open, setOpen] = React.useState(false);
  const [variant, setVariant] = React.useState<Variant>('soft');
  const [color, setColor] = React.useState<Color>('success');

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-end', flexWrap: 'wrap' }}>
      <FormControl size="sm">
        <FormLabel id="snackbar-variant-label">variant</FormLabel>
        <Select
          slotProps={{ button: { 'aria-labelledby': 'snackbar-variant-label' } }}
          value={variant}
          onChange={(_event, value) => value && setVariant(value)}
          sx={{ minWidth: 120 }}
        >
          {variants.map((item) => (
            <Option key={item} value={item}>
              {item}
            </Option>
          ))}
        </Select>
      </FormControl>
      <FormControl size="sm">
        <FormLabel id="snackbar-color-label">color</FormLabel>
        <Select
          slotProps={{ button: { 'aria-labelledby': 'snackbar-color-label' } }}
          value={color}
          onChange={(_event, value) => value && setColor(value)}
          sx={{ minWidth: 120 }}
        >
          {colors.map((item) => (
            <Option key={item} value={item}>
              {item}
            </Option>
          ))}
        </Select>
      </FormControl>
      <Button size="sm" onClick={() => setOpen(true)}>
        Show snackbar
      </Button>
      <Snackbar
        role="status"
        variant={variant}
        color={color}
        open={open}
        autoHideDuration={3000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') {
            setOpen(false);
          }
        }}
      >
        A {variant} {color} snackbar.
      </Snackbar>
    </Box>
  );
}
