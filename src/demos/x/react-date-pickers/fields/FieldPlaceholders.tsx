import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function FieldPlaceholders() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField
          label="Default placeholders"
          format="DD/MM/YYYY"
          InputLabelProps={{ shrink: true }}
        />
        {/* The shrunk labels leave room to show the placeholders before focus. */}
        {/* A nested provider keeps the adapter and overrides texts for its children only. */}
        <LocalizationProvider
          localeText={{
            fieldDayPlaceholder: () => 'dd',
            fieldMonthPlaceholder: () => 'mm',
            fieldYearPlaceholder: (params) => 'y'.repeat(params.digitAmount),
            fieldHoursPlaceholder: () => '--',
            fieldMinutesPlaceholder: () => '--',
          }}
        >
          <DateField
            label="Lowercase placeholders"
            format="DD/MM/YYYY"
            InputLabelProps={{ shrink: true }}
          />
          <TimeField
            label="Dashes for the time"
            format="HH:mm"
            InputLabelProps={{ shrink: true }}
          />
        </LocalizationProvider>
      </Stack>
    </LocalizationProvider>
  );
}
