import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function LabelledPickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 360 }}>
        <DatePicker
          label="Date of birth"
          disableFuture
          openTo="year"
          views={['year', 'month', 'day']}
          slotProps={{ textField: { helperText: 'Month, day and year', required: true } }}
        />
        <div>
          <Typography id="alarm-heading" variant="subtitle2" component="h3">
            Wake-up alarm
          </Typography>
          <TimePicker
            slotProps={{
              // The field's group of sections takes its name from the heading.
              textField: { InputProps: { 'aria-labelledby': 'alarm-heading' } },
              toolbar: { hidden: true },
              popper: { 'aria-labelledby': 'alarm-heading' },
              mobilePaper: { 'aria-labelledby': 'alarm-heading' },
            }}
          />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
