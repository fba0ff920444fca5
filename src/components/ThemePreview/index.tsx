/**
 * A small set of MUI components inside the demo theme, used by the experiments pages to show
 * that demos follow the mode, direction and density chosen in the settings drawer.
 */
import React, {useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendRounded from '@mui/icons-material/SendRounded';
import MuiScope from '../MuiScope';

export default function ThemePreview(): ReactNode {
  const [sent, setSent] = useState(0);
  return (
    <MuiScope dense>
      <Paper variant="outlined" sx={{p: 2, my: 2}} data-testid="theme-preview">
        <Typography variant="subtitle1" gutterBottom>
          <Translate id="mui.themePreview.title">Send a message</Translate>
        </Typography>
        <Stack direction="row" spacing={1} sx={{alignItems: 'center', flexWrap: 'wrap'}}>
          <TextField
            label={translate({id: 'mui.themePreview.message', message: 'Message'})}
            defaultValue={translate({id: 'mui.themePreview.defaultMessage', message: 'Hello'})}
          />
          <Button variant="contained" startIcon={<SendRounded />} onClick={() => setSent((n) => n + 1)}>
            <Translate id="mui.themePreview.send">Send</Translate>
          </Button>
          <Chip label={translate({id: 'mui.themePreview.sent', message: 'Sent {count}'}, {count: sent})} color="primary" variant="outlined" />
        </Stack>
      </Paper>
    </MuiScope>
  );
}
