import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function SimpleCollapse() {
  const [checked, setChecked] = React.useState(false);

  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            onChange={() => setChecked((prev) => !prev)}
          />
        }
        label="Show details"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
        <Collapse in={checked}>
          <Paper variant="outlined" sx={{ p: 2, width: 220 }}>
            <Typography variant="body2">
              Vertical: the height animates from 0 to the content height.
            </Typography>
          </Paper>
        </Collapse>
        <Collapse in={checked} collapsedSize={40}>
          <Paper variant="outlined" sx={{ p: 2, width: 220 }}>
            <Typography variant="body2">
              collapsedSize=40: a preview of the first line stays visible while
              collapsed, the rest slides open.
            </Typography>
          </Paper>
        </Collapse>
        <Collapse in={checked} orientation="horizontal">
          <Paper variant="outlined" sx={{ p: 2, width: 160 }}>
            <Typography variant="body2">
              Horizontal: the width animates.
            </Typography>
          </Paper>
        </Collapse>
      </Stack>
    </Box>
  );
}
