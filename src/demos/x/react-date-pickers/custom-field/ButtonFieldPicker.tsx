import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import {
  useParsedFormat,
  usePickerContext,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';

function ButtonField(props: DatePickerFieldProps) {
  // Validation props (minDate...) are for a field that validates; a button only needs the rest.
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const {
    value,
    fieldFormat,
    label,
    disabled,
    setOpen,
    triggerRef,
    rootClassName,
    rootSx,
  } = usePickerContext();
  const placeholder = useParsedFormat();
  const text = value == null ? placeholder : value.format(fieldFormat);

  return (
    <Button
      {...forwardedProps}
      variant="outlined"
      // The popup anchors itself to the element given to triggerRef.
      ref={triggerRef}
      className={rootClassName}
      sx={rootSx}
      disabled={disabled}
      onClick={() => setOpen((open) => !open)}
    >
      {label}: {text}
    </Button>
  );
}

export default function ButtonFieldPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Check-in"
        defaultValue={dayjs('2026-04-17')}
        format="MMM D, YYYY"
        slots={{ field: ButtonField }}
      />
    </LocalizationProvider>
  );
}
