import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Zoom from '@mui/material/Zoom';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';

export default function SlotPropsExample() {
  const [copied, setCopied] = React.useState(false);
  const [amount, setAmount] = React.useState('');

  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        label="Amount"
        value={amount}
        onChange={(event) => setAmount(event.target.value.replace(/[^\d.,]/g, ''))}
        helperText="Digits only, up to 8 characters"
        slotProps={{
          // The <input> inside the field: HTML attributes.
          htmlInput: { inputMode: 'decimal', maxLength: 8 },
          // The InputBase around it: adornments.
          input: { startAdornment: <InputAdornment position="start">€</InputAdornment> },
          // The helper text: a function of the owner state picks its color.
          formHelperText: (ownerState) => ({
            sx: { color: ownerState.value === '' ? 'text.secondary' : 'success.main' },
          }),
        }}
      />
      <Tooltip
        title={copied ? 'Copied' : 'Copy invoice number'}
        slots={{ transition: Zoom }}
        slotProps={{
          tooltip: { sx: { fontSize: 13, bgcolor: copied ? 'success.dark' : undefined } },
          popper: { disablePortal: true },
        }}
        onClose={() => setCopied(false)}
      >
        <IconButton aria-label="Copy invoice number" onClick={() => setCopied(true)}>
          <ContentCopyIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
