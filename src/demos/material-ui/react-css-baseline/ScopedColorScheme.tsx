import * as React from 'react';
import Box from '@mui/material/Box';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const darkTheme = createTheme({ palette: { mode: 'dark' } });

export default function ScopedColorScheme() {
  return (
    <ThemeProvider theme={darkTheme}>
      <ScopedCssBaseline enableColorScheme sx={{ p: 2, borderRadius: 1 }}>
        <p style={{ marginTop: 0 }}>
          A dark region with <b>native</b> form controls and scrollbars that
          match it:
        </p>
        <Box component="label" sx={{ display: 'block', mb: 1 }}>
          <input type="checkbox" defaultChecked /> Send me a summary
        </Box>
        <Box component="label" sx={{ display: 'block', mb: 1 }}>
          Frequency{' '}
          <select defaultValue="weekly">
            <option value="daily">Daily</option>
            <option value="weekly">Weekly</option>
          </select>
        </Box>
        <Box
          role="region"
          aria-label="Weekdays"
          tabIndex={0}
          sx={{
            height: 60,
            overflowY: 'scroll',
            border: 1,
            borderColor: 'divider',
            p: 1,
          }}
        >
          {['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
            (day) => (
              <div key={day}>{day}</div>
            ),
          )}
        </Box>
      </ScopedCssBaseline>
    </ThemeProvider>
  );
}
