import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  enUSLocaleText,
  frFRLocalText,
  ptBRLocaleText,
  svSELocaleText,
  type ChartsLocaleText,
} from '@mui/x-charts/locales';

const languages: Record<string, { label: string; localeText: Partial<ChartsLocaleText> }> = {
  'en-US': { label: 'English', localeText: enUSLocaleText },
  'fr-FR': { label: 'Français', localeText: frFRLocalText },
  'pt-BR': { label: 'Português', localeText: ptBRLocaleText },
  'sv-SE': { label: 'Svenska', localeText: svSELocaleText },
};

export default function LocalizationLocaleText() {
  const [language, setLanguage] = React.useState('fr-FR');
  const [state, setState] = React.useState<'data' | 'loading' | 'empty'>('empty');
  const numberFormat = new Intl.NumberFormat(language);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={language}
        onChange={(_event, value: string | null) => value && setLanguage(value)}
        aria-label="Language"
      >
        {Object.entries(languages).map(([code, { label }]) => (
          <ToggleButton key={code} value={code} lang={code}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={
            <Switch checked={state === 'loading'} onChange={(event) => setState(event.target.checked ? 'loading' : 'empty')} />
          }
          label="Loading"
        />
        <FormControlLabel
          control={
            <Switch checked={state === 'data'} onChange={(event) => setState(event.target.checked ? 'data' : 'empty')} />
          }
          label="With data"
        />
      </Stack>
      <BarChart
        height={260}
        localeText={languages[language]?.localeText}
        loading={state === 'loading'}
        xAxis={[{ scaleType: 'band', data: ['Q1', 'Q2', 'Q3', 'Q4'] }]}
        yAxis={[{ valueFormatter: (value: number) => numberFormat.format(value), width: 70 }]}
        series={[
          {
            data: state === 'data' ? [12500, 18250.5, 15100, 21075] : [],
            valueFormatter: (value) => (value === null ? '' : numberFormat.format(value)),
          },
        ]}
      />
    </Stack>
  );
}
