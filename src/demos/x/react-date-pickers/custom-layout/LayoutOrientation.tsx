import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

type PickerOrientation = 'portrait' | 'landscape';

export default function LayoutOrientation() {
  const [orientation, setOrientation] = React.useState<PickerOrientation>('landscape');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Orientation"
          value={orientation}
          onChange={(_event, next: PickerOrientation | null) => {
            if (next !== null) {
              setOrientation(next);
            }
          }}
        >
          <ToggleButton value="portrait">portrait</ToggleButton>
          <ToggleButton value="landscape">landscape</ToggleButton>
        </ToggleButtonGroup>
        <StaticDatePicker
          orientation={orientation}
          defaultValue={dayjs('2026-04-17')}
          slotProps={{ actionBar: { actions: [] } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
