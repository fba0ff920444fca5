import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import EventIcon from '@mui/icons-material/Event';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function SlotPropsPickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Custom icon"
          defaultValue={dayjs('2022-04-17')}
          slots={{ openPickerIcon: EventIcon }}
        />
        <DatePicker
          label="Filled and small"
          defaultValue={dayjs('2022-04-17')}
          slotProps={{
            textField: {
              variant: 'filled',
              size: 'small',
              helperText: 'Set through slotProps.textField',
            },
            openPickerButton: { color: 'primary' },
          }}
        />
        <DatePicker
          label="Custom action bar"
          defaultValue={dayjs('2022-04-17')}
          slotProps={{
            actionBar: { actions: ['clear', 'cancel', 'accept'] },
            toolbar: { hidden: true },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
