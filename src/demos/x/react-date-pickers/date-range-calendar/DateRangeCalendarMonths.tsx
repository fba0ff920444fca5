import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

type Count = 1 | 2 | 3;

export default function DateRangeCalendarMonths() {
  const [calendars, setCalendars] = React.useState<Count>(2);
  const [position, setPosition] = React.useState<Count>(1);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Stack spacing={0.5}>
            <Typography variant="caption">calendars</Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              aria-label="Number of calendars"
              value={calendars}
              onChange={(_event, next: Count | null) => {
                if (next) {
                  setCalendars(next);
                  setPosition((current) => (current > next ? next : current));
                }
              }}
            >
              {[1, 2, 3].map((count) => (
                <ToggleButton key={count} value={count}>
                  {count}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
          <Stack spacing={0.5}>
            <Typography variant="caption">currentMonthCalendarPosition</Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              aria-label="Position of the selected month"
              value={position}
              onChange={(_event, next: Count | null) => next && setPosition(next)}
            >
              {[1, 2, 3].map((count) => (
                <ToggleButton key={count} value={count} disabled={count > calendars}>
                  {count}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
        </Stack>
        <Box sx={{ overflowX: 'auto' }}>
          <DateRangeCalendar
            key={`${calendars}-${position}`}
            calendars={calendars}
            currentMonthCalendarPosition={position}
            defaultValue={[dayjs('2025-10-06'), dayjs('2025-10-10')]}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
