import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import RadioGroup from '@mui/material/RadioGroup';
import Radio from '@mui/material/Radio';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';

type Kind = 'date' | 'time' | 'date-time';
type Variant = 'desktop' | 'mobile';

const FLAGS = [
  'disablePast',
  'disabled',
  'readOnly',
  'clearable',
  'closeOnSelect',
  'ampm',
  'displayWeekNumber',
  'showDaysOutsideCurrentMonth',
] as const;
type Flag = (typeof FLAGS)[number];

/** Which flags apply to which kind of picker. */
const APPLIES: Record<Flag, readonly Kind[]> = {
  disablePast: ['date', 'time', 'date-time'],
  disabled: ['date', 'time', 'date-time'],
  readOnly: ['date', 'time', 'date-time'],
  clearable: ['date', 'time', 'date-time'],
  closeOnSelect: ['date', 'time', 'date-time'],
  ampm: ['time', 'date-time'],
  displayWeekNumber: ['date', 'date-time'],
  showDaysOutsideCurrentMonth: ['date', 'date-time'],
};

const initialFlags: Record<Flag, boolean> = {
  disablePast: false,
  disabled: false,
  readOnly: false,
  clearable: true,
  closeOnSelect: true,
  ampm: true,
  displayWeekNumber: false,
  showDaysOutsideCurrentMonth: false,
};

export default function PickersPlayground() {
  const [kind, setKind] = React.useState<Kind>('date');
  const [variant, setVariant] = React.useState<Variant>('desktop');
  const [flags, setFlags] = React.useState(initialFlags);
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2030-05-20T09:30'));

  const common = {
    label: 'Your picker',
    value,
    onChange: (newValue: Dayjs | null) => setValue(newValue),
    disablePast: flags.disablePast,
    disabled: flags.disabled,
    readOnly: flags.readOnly,
    closeOnSelect: flags.closeOnSelect,
    slotProps: { field: { clearable: flags.clearable } },
  };
  const dayProps = {
    displayWeekNumber: flags.displayWeekNumber,
    showDaysOutsideCurrentMonth: flags.showDaysOutsideCurrentMonth,
  };

  let picker: React.ReactNode;
  if (kind === 'date') {
    picker =
      variant === 'desktop' ? (
        <DesktopDatePicker {...common} {...dayProps} />
      ) : (
        <MobileDatePicker {...common} {...dayProps} />
      );
  } else if (kind === 'time') {
    picker =
      variant === 'desktop' ? (
        <DesktopTimePicker {...common} ampm={flags.ampm} />
      ) : (
        <MobileTimePicker {...common} ampm={flags.ampm} />
      );
  } else {
    picker =
      variant === 'desktop' ? (
        <DesktopDateTimePicker {...common} {...dayProps} ampm={flags.ampm} />
      ) : (
        <MobileDateTimePicker {...common} {...dayProps} ampm={flags.ampm} />
      );
  }

  // The props that differ from the component's defaults, as you would write them.
  const props = FLAGS.filter((flag) => APPLIES[flag].includes(kind)).flatMap((flag) => {
    if (flag === 'clearable') {
      return flags.clearable ? ['slotProps={{ field: { clearable: true } }}'] : [];
    }
    if (flag === 'ampm') {
      return flags.ampm ? [] : ['ampm={false}'];
    }
    if (flag === 'closeOnSelect') {
      // closeOnSelect defaults to true on desktop and to false on mobile.
      return flags.closeOnSelect === (variant === 'desktop') ? [] : [`closeOnSelect={${flags.closeOnSelect}}`];
    }
    return flags[flag] ? [flag] : [];
  });

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ width: '100%' }}>
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0, alignItems: 'flex-start' }}>
          <Box sx={{ width: '100%', maxWidth: 320 }}>{picker}</Box>
          <Paper variant="outlined" sx={{ p: 1.5, width: '100%', bgcolor: 'action.hover' }}>
            <Typography
              component="div"
              aria-label="JSX of this picker"
              variant="body2"
              sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
            >
              {`<${variant === 'desktop' ? 'Desktop' : 'Mobile'}${
                { date: 'Date', time: 'Time', 'date-time': 'DateTime' }[kind]
              }Picker${props.length ? ` ${props.join(' ')}` : ''} />`}
            </Typography>
          </Paper>
          <Typography variant="body2" role="status">
            Value: {value && value.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'null'}
          </Typography>
        </Stack>
        <Stack spacing={2} sx={{ flexShrink: 0 }}>
          <FormControl>
            <FormLabel id="playground-kind">Component</FormLabel>
            <RadioGroup
              row
              aria-labelledby="playground-kind"
              value={kind}
              onChange={(event) => setKind(event.target.value as Kind)}
            >
              <FormControlLabel value="date" control={<Radio />} label="Date" />
              <FormControlLabel value="time" control={<Radio />} label="Time" />
              <FormControlLabel value="date-time" control={<Radio />} label="Date time" />
            </RadioGroup>
          </FormControl>
          <FormControl>
            <FormLabel id="playground-variant">Variant</FormLabel>
            <RadioGroup
              row
              aria-labelledby="playground-variant"
              value={variant}
              onChange={(event) => setVariant(event.target.value as Variant)}
            >
              <FormControlLabel value="desktop" control={<Radio />} label="Desktop" />
              <FormControlLabel value="mobile" control={<Radio />} label="Mobile" />
            </RadioGroup>
          </FormControl>
          <FormControl component="fieldset">
            <FormLabel component="legend">Props</FormLabel>
            {FLAGS.map((flag) => (
              <FormControlLabel
                key={flag}
                label={flag}
                disabled={!APPLIES[flag].includes(kind)}
                control={
                  <Switch
                    size="small"
                    checked={flags[flag]}
                    onChange={(event) =>
                      setFlags((current) => ({ ...current, [flag]: event.target.checked }))
                    }
                  />
                }
              />
            ))}
          </FormControl>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
