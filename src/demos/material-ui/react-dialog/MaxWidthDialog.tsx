import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import Switch from '@mui/material/Switch';

type MaxWidth = Exclude<DialogProps['maxWidth'], undefined>;

const widths: { value: string; label: string }[] = [
  { value: 'false', label: 'false (no cap)' },
  { value: 'xs', label: 'xs' },
  { value: 'sm', label: 'sm (default)' },
  { value: 'md', label: 'md' },
  { value: 'lg', label: 'lg' },
  { value: 'xl', label: 'xl' },
];

export default function MaxWidthDialog() {
  const [open, setOpen] = React.useState(false);
  const [fullWidth, setFullWidth] = React.useState(true);
  const [maxWidth, setMaxWidth] = React.useState<MaxWidth>('sm');

  const handleMaxWidthChange = (event: SelectChangeEvent) => {
    const { value } = event.target;
    setMaxWidth(value === 'false' ? false : (value as MaxWidth));
  };

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open the size settings
      </Button>
      <Dialog
        fullWidth={fullWidth}
        maxWidth={maxWidth}
        open={open}
        onClose={() => setOpen(false)}
      >
        <DialogTitle>Dialog size</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Change the maximum width and watch this dialog resize. Without full
            width, it is only as wide as its content.
          </DialogContentText>
          <Box
            component="form"
            noValidate
            sx={{ display: 'flex', flexDirection: 'column', m: 'auto', width: 'fit-content' }}
          >
            <FormControl sx={{ mt: 2, minWidth: 160 }}>
              <InputLabel id="max-width-label">maxWidth</InputLabel>
              <Select
                labelId="max-width-label"
                label="maxWidth"
                value={String(maxWidth)}
                onChange={handleMaxWidthChange}
              >
                {widths.map((width) => (
                  <MenuItem key={width.value} value={width.value}>
                    {width.label}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <FormControlLabel
              sx={{ mt: 1 }}
              control={
                <Switch
                  checked={fullWidth}
                  onChange={(event) => setFullWidth(event.target.checked)}
                />
              }
              label="fullWidth"
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
