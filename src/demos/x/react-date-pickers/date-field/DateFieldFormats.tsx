import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function DateFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField
          label="Day first"
          format="DD/MM/YYYY"
          defaultValue={dayjs('2022-04-17')}
        />
        <DateField
          label="Spacious separators"
          format="MMMM D, YYYY"
          formatDensity="spacious"
          defaultValue={dayjs('2022-04-17')}
        />
        <DateField
          label="Clearable"
          clearable
          size="small"
          defaultValue={dayjs('2022-04-17')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
