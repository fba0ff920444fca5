import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const forecasts = [
  { day: 'Monday', text: 'Sunny spells, 19°C, light breeze from the west.' },
  { day: 'Tuesday', text: 'Showers in the afternoon, 16°C.' },
  { day: 'Wednesday', text: 'Overcast and dry, 17°C.' },
];

export default function AutomaticActivationTabs() {
  const [index, setIndex] = React.useState(0);

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={index}
        onChange={(_event, newIndex: number) => setIndex(newIndex)}
        selectionFollowsFocus
        aria-label="Forecast by day"
      >
        {forecasts.map((forecast, position) => (
          <Tab
            key={forecast.day}
            label={forecast.day}
            id={`forecast-tab-${position}`}
            aria-controls={`forecast-panel-${position}`}
          />
        ))}
      </Tabs>
      {forecasts.map((forecast, position) => (
        <Box
          key={forecast.day}
          role="tabpanel"
          hidden={index !== position}
          id={`forecast-panel-${position}`}
          aria-labelledby={`forecast-tab-${position}`}
          sx={{ p: 2, minHeight: 56 }}
        >
          {index === position && <Typography>{forecast.text}</Typography>}
        </Box>
      ))}
    </Box>
  );
}
