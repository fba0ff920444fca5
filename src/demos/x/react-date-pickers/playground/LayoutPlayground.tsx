import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import FormGroup from '@mui/material/FormGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Checkbox from '@mui/material/Checkbox';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';

const ACTIONS: PickersActionBarAction[] = ['clear', 'today', 'cancel', 'accept'];

export default function LayoutPlayground() {
  const [orientation, setOrientation] = React.useState<'portrait' | 'landscape'>('portrait');
  const [showToolbar, setShowToolbar] = React.useState(true);
  const [actions, setActions] = React.useState<PickersActionBarAction[]>(['cancel', 'accept']);

  const toggleAction = (action: PickersActionBarAction) =>
    setActions((current) =>
      current.includes(action)
        ? current.filter((item) => item !== action)
        : ACTIONS.filter((item) => item === action || current.includes(item)),
    );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ width: '100%' }}>
        <Stack spacing={2} sx={{ flexShrink: 0 }}>
          <FormControl>
            <FormLabel id="layout-orientation">orientation</FormLabel>
            <ToggleButtonGroup
              size="small"
              exclusive
              aria-labelledby="layout-orientation"
              value={orientation}
              onChange={(_event, next: 'portrait' | 'landscape' | null) =>
                next && setOrientation(next)
              }
            >
              <ToggleButton value="portrait">portrait</ToggleButton>
              <ToggleButton value="landscape">landscape</ToggleButton>
            </ToggleButtonGroup>
          </FormControl>
          <FormControlLabel
            control={
              <Switch
                checked={showToolbar}
                onChange={(event) => setShowToolbar(event.target.checked)}
              />
            }
            label="toolbar"
          />
          <FormControl component="fieldset">
            <FormLabel component="legend">actionBar actions</FormLabel>
            <FormGroup>
              {ACTIONS.map((action) => (
                <FormControlLabel
                  key={action}
                  label={action}
                  control={
                    <Checkbox
                      size="small"
                      checked={actions.includes(action)}
                      onChange={() => toggleAction(action)}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        </Stack>
        <Box sx={{ flex: 1, minWidth: 0, overflowX: 'auto' }}>
          <StaticDatePicker
            orientation={orientation}
            defaultValue={dayjs('2025-09-15')}
            slotProps={{
              toolbar: { hidden: !showToolbar },
              actionBar: { actions },
            }}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, width: 'fit-content' }}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
