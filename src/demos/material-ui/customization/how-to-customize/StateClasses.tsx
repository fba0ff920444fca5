import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

export default function StateClasses() {
  const [disabled, setDisabled] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disabled}
            onChange={(event) => setDisabled(event.target.checked)}
          />
        }
        label="Disable the controls"
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          disabled={disabled}
          sx={{
            // Joined with "&" (no space): the root element itself is disabled.
            '&.Mui-disabled': {
              bgcolor: 'action.hover',
              color: 'text.secondary',
              border: '1px dashed',
              borderColor: 'divider',
            },
          }}
        >
          Publish
        </Button>
        <TextField
          label="Release note"
          size="small"
          disabled={disabled}
          sx={{
            // A state class on an inner slot: a descendant selector (with a space).
            '& .MuiInputBase-root.Mui-disabled': { bgcolor: 'action.hover' },
            '& .MuiInputBase-root.Mui-focused .MuiOutlinedInput-notchedOutline':
              {
                borderWidth: 3,
              },
          }}
        />
      </Stack>
    </Stack>
  );
}
