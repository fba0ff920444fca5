import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { svSE } from '@mui/x-charts/locales';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

const weeks = Array.from({ length: 26 }, (_, index) => index + 1);
const visitors = weeks.map((week) => Math.round(900 + 200 * Math.sin(week / 3) + week * 15));

// Merging into the surrounding theme keeps its palette, light or dark.
const withSwedish = (outerTheme: Theme) => createTheme(outerTheme, svSE);

export default function LocalizationTheme() {
  return (
    <ThemeProvider theme={withSwedish}>
      <LineChartPro
        height={300}
        showToolbar
        xAxis={[{ id: 'weeks', data: weeks, label: 'Vecka', zoom: true }]}
        series={[{ data: visitors, label: 'Besökare', showMark: false }]}
      />
    </ThemeProvider>
  );
}
