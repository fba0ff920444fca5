import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { frFR } from '@mui/x-date-pickers/locales';

const frenchTexts = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function TranslatedTexts() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="fr"
      localeText={frenchTexts}
    >
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Date de départ"
          defaultValue={dayjs('2022-04-17')}
          slotProps={{ actionBar: { actions: ['clear', 'cancel', 'accept'] } }}
        />
        <TimePicker label="Heure d’arrivée" />
      </Stack>
    </LocalizationProvider>
  );
}
