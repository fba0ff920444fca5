import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

const locales = ['en-US', 'de-DE', 'ja-JP', 'ar-EG'];
// Month starts in UTC, so every reader sees the same dates.
const months = Array.from({ length: 12 }, (_, index) => new Date(Date.UTC(2025, index, 1)));
const revenue = [1234567, 1305000, 1422300, 1390500, 1510250, 1623000, 1588000, 1701200, 1655000, 1749900, 1820400, 1990000];

export default function LocalizationFormats() {
  const [locale, setLocale] = React.useState('de-DE');
  const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const fullMonth = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const currency = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={locale}
        onChange={(_event, value: string | null) => value && setLocale(value)}
        aria-label="Locale"
      >
        {locales.map((code) => (
          <ToggleButton key={code} value={code}>
            {code}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'utc',
            data: months,
            valueFormatter: (date: Date, context) =>
              context.location === 'tick' ? month.format(date) : fullMonth.format(date),
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => compact.format(value), width: 60 }]}
        series={[
          {
            data: revenue,
            label: 'Revenue',
            valueFormatter: (value) => (value === null ? '' : currency.format(value)),
          },
        ]}
      />
    </Stack>
  );
}
