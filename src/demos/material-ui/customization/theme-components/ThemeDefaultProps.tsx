import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// Extends the app's theme: every instance below gets these props.
const withDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiButton: { defaultProps: { variant: 'outlined', size: 'small' } },
    MuiTextField: { defaultProps: { variant: 'filled', size: 'small' } },
    MuiCheckbox: { defaultProps: { color: 'secondary', size: 'small' } },
  },
});

function Form() {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      <TextField label="Email" />
      <FormControlLabel
        control={<Checkbox defaultChecked />}
        label="Subscribe"
      />
      <Button>Save</Button>
      {/* An instance prop still wins over the default. */}
      <Button variant="contained">Send</Button>
    </Stack>
  );
}

export default function ThemeDefaultProps() {
  return (
    <Stack spacing={2}>
      <Typography variant="overline">Without defaultProps</Typography>
      <Form />
      <Typography variant="overline">With defaultProps</Typography>
      <ThemeProvider theme={withDefaults}>
        <Form />
      </ThemeProvider>
    </Stack>
  );
}
