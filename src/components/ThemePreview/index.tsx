/**
 * A small set of MUI components inside the demo theme, used by the experiments pages to show
 * that demos follow the mode, direction and density chosen in the settings drawer.
 */
import React, {useState, type ReactNode} from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendRounded from '@mui/icons-material/SendRounded';
import DemoThemeProvider from '../DemoThemeProvider';

export default function ThemePreview(): ReactNode {
  const [sent, setSent] = useState(0);
  return (
    <DemoThemeProvider>
      <Paper variant="outlined" sx={{p: 2, my: 2}} data-testid="theme-preview">
        <Typography variant="subtitle1" gutterBottom>
          Send a message
        </Typography>
        <Stack direction="row" spacing={1} sx={{alignItems: 'center', flexWrap: 'wrap'}}>
          <TextField label="Message" defaultValue="Hello" />
          <Button variant="contained" startIcon={<SendRounded />} onClick={() => setSent((n) => n + 1)}>
            Send
          </Button>
          <Chip label={`Sent ${sent}`} color="primary" variant="outlined" />
        </Stack>
      </Paper>
    </DemoThemeProvider>
  );
}
