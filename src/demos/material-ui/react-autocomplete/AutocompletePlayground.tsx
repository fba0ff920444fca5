import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

const instruments = [
  'Accordion',
  'Bassoon',
  'Cello',
  'Clarinet',
  'Double bass',
  'Flute',
  'Harp',
  'Oboe',
  'Trombone',
  'Viola',
];

type Flag =
  | 'autoHighlight'
  | 'autoSelect'
  | 'blurOnSelect'
  | 'clearOnEscape'
  | 'disableClearable'
  | 'disableCloseOnSelect'
  | 'includeInputInList'
  | 'openOnFocus';

const flagNames: Flag[] = [
  'autoHighlight',
  'autoSelect',
  'blurOnSelect',
  'clearOnEscape',
  'disableClearable',
  'disableCloseOnSelect',
  'includeInputInList',
  'openOnFocus',
];

export default function AutocompletePlayground() {
  const [flags, setFlags] = React.useState<Record<Flag, boolean>>({
    autoHighlight: false,
    autoSelect: false,
    blurOnSelect: false,
    clearOnEscape: false,
    disableClearable: false,
    disableCloseOnSelect: false,
    includeInputInList: false,
    openOnFocus: false,
  });

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
      <Autocomplete
        disablePortal
        options={instruments}
        {...flags}
        sx={{ width: 280, maxWidth: '100%' }}
        renderInput={(params) => <TextField {...params} label="Instrument" />}
      />
      <FormGroup aria-label="Autocomplete props" sx={{ minWidth: 220 }}>
        {flagNames.map((name) => (
          <FormControlLabel
            key={name}
            label={<code>{name}</code>}
            control={
              <Switch
                size="small"
                checked={flags[name]}
                onChange={(event) =>
                  setFlags((previous) => ({
                    ...previous,
                    [name]: event.target.checked,
                  }))
                }
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}
