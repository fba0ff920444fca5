import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useParsedFormat, usePickerContext } from '@mui/x-date-pickers/hooks';

dayjs.extend(customParseFormat);

// A plain text input: the user types the whole date, and it is parsed on Enter or blur.
function TextInputField(props: DatePickerFieldProps) {
  const { value, setValue, fieldFormat: format, label, setOpen, triggerRef } =
    usePickerContext();
  const placeholder = useParsedFormat();
  const [draft, setDraft] = React.useState<string | null>(null);

  const formatted =
    value != null && value.isValid() ? value.format(format) : '';
  const parsed = draft == null ? null : dayjs(draft, format, true);
  const error = draft != null && draft.trim() !== '' && parsed != null && !parsed.isValid();

  const commit = () => {
    if (draft == null || error) {
      return;
    }
    setValue(draft.trim() === '' ? null : parsed, {
      source: 'field',
    });
    setDraft(null);
  };

  return (
    <TextField
      id={props.id}
      label={label}
      value={draft ?? formatted}
      placeholder={placeholder}
      error={error}
      helperText={error ? `Use the format ${placeholder}` : ' '}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          commit();
        }
      }}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label="Choose date"
                ref={triggerRef}
                onClick={() => setOpen((open) => !open)}
              >
                <CalendarMonthIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default function TextInputFieldPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Invoice date"
          format="DD/MM/YYYY"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          slots={{ field: TextInputField }}
        />
        <Typography variant="body2">
          Value: {value == null ? 'null' : value.format('YYYY-MM-DD')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
