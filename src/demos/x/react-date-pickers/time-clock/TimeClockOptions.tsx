import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        useFlexGap
        spacing={2}
        sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
      >
        <TimeClock
          defaultValue={dayjs('2022-04-17T16:40')}
          ampm={false}
          views={['minutes', 'seconds']}
          minutesStep={5}
        />
        <TimeClock
          defaultValue={dayjs('2022-04-17T10:20')}
          ampmInClock
          minTime={dayjs('2022-04-17T08:00')}
          maxTime={dayjs('2022-04-17T18:00')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
