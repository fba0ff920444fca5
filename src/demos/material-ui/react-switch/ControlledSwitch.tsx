import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function ControlledSwitch() {
  const [showPreview, setShowPreview] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: 320, maxWidth: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={showPreview}
            onChange={(event) => setShowPreview(event.target.checked)}
          />
        }
        label="Message previews"
      />
      <Paper variant="outlined" sx={{ p: 2, height: 80 }}>
        <Typography sx={{ fontWeight: 600 }}>Ana Ruiz</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {showPreview ? 'Are we still on for Friday?' : 'New message'}
        </Typography>
      </Paper>
    </Stack>
  );
}
