import Box from '@mui/material/Box';
import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Input from '@mui/material/Input';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export default function ComposedTextField() {
  return (
    <Box
      component="form"
      noValidate
      autoComplete="off"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, '& > *': { width: '24ch' } }}
    >
      <FormControl variant="standard">
        <InputLabel htmlFor="composed-standard">Street</InputLabel>
        <Input id="composed-standard" defaultValue="12 Quay Road" />
      </FormControl>
      <FormControl variant="filled">
        <InputLabel htmlFor="composed-filled">Postcode</InputLabel>
        <FilledInput
          id="composed-filled"
          defaultValue="BS1 4DJ"
          aria-describedby="composed-filled-text"
        />
        <FormHelperText id="composed-filled-text">As printed on your letters</FormHelperText>
      </FormControl>
      <FormControl error>
        <InputLabel htmlFor="composed-outlined">Town</InputLabel>
        <OutlinedInput
          id="composed-outlined"
          label="Town"
          defaultValue="Brstol"
          aria-describedby="composed-outlined-text"
        />
        <FormHelperText id="composed-outlined-text">
          We know no town of that name
        </FormHelperText>
      </FormControl>
    </Box>
  );
}
