import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { FieldSelectedSections } from '@mui/x-date-pickers/models';

function describeValue(value: Dayjs | null) {
  if (value == null) {
    return 'null';
  }
  return value.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'Invalid Date';
}

function describeSelection(selection: FieldSelectedSections) {
  if (selection == null) {
    return 'none';
  }
  return typeof selection === 'number' ? `section #${selection}` : selection;
}

export default function FieldSections() {
  const [value, setValue] = React.useState<Dayjs | null>(
    dayjs('2026-04-17T14:30'),
  );
  const [selection, setSelection] = React.useState<FieldSelectedSections>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 380 }}>
        <DateTimeField
          label="Departure"
          format="ddd, MMM D, YYYY HH:mm"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onSelectedSectionsChange={(newSelection) => setSelection(newSelection)}
        />
        <Typography variant="body2">Value: {describeValue(value)}</Typography>
        <Typography variant="body2">
          Selected: {describeSelection(selection)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
