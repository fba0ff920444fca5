import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const planets = ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn'];

export default function AutocompleteEvents() {
  const [log, setLog] = React.useState<string[]>([]);

  const record = (entry: string) => {
    // Newest first, at most six lines.
    setLog((previous) => [entry, ...previous].slice(0, 6));
  };

  return (
    <Box sx={{ width: 360, maxWidth: '100%' }}>
      <Autocomplete
        disablePortal
        options={planets}
        onChange={(_event, value, reason) =>
          record(`onChange: ${value ?? 'null'} (${reason})`)
        }
        onInputChange={(_event, value, reason) =>
          record(`onInputChange: "${value}" (${reason})`)
        }
        onHighlightChange={(_event, option, reason) => {
          if (option) {
            record(`onHighlightChange: ${option} (${reason})`);
          }
        }}
        onOpen={() => record('onOpen')}
        onClose={(_event, reason) => record(`onClose (${reason})`)}
        renderInput={(params) => <TextField {...params} label="Planet" />}
      />
      <Box
        component="ol"
        aria-label="Event log"
        reversed
        sx={{
          mt: 2,
          mb: 0,
          pl: 3,
          height: 150,
          overflow: 'hidden',
          fontFamily: 'monospace',
          fontSize: 13,
          color: 'text.secondary',
        }}
      >
        {log.length === 0 ? (
          <Typography component="li" variant="body2" sx={{ listStyle: 'none' }}>
            Open the list, move with the arrows, pick a planet.
          </Typography>
        ) : (
          log.map((entry, index) => <li key={`${log.length - index}`}>{entry}</li>)
        )}
      </Box>
    </Box>
  );
}
