import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function MultiSectionClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" useFlexGap spacing={4} sx={{ flexWrap: 'wrap' }}>
        <MultiSectionDigitalClock defaultValue={dayjs('2022-04-17T11:30')} />
        <MultiSectionDigitalClock
          defaultValue={dayjs('2022-04-17T11:30:15')}
          views={['hours', 'minutes', 'seconds']}
          ampm={false}
          timeSteps={{ minutes: 5, seconds: 15 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
