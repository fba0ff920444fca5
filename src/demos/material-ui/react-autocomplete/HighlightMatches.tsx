import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

type OptionProps = Omit<React.HTMLAttributes<HTMLLIElement>, 'key'> & {
  key: React.Key;
};

const instruments = [
  'Accordion',
  'Bass guitar',
  'Cello',
  'Clarinet',
  'Double bass',
  'Electric guitar',
  'Flute',
  'Harp',
  'Oboe',
  'Piano',
  'Saxophone',
  'Trombone',
  'Trumpet',
  'Violin',
];

interface Part {
  text: string;
  match: boolean;
}

/** Splits `label` into matching and non-matching parts, ignoring case. */
function splitByMatch(label: string, query: string): Part[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') {
    return [{ text: label, match: false }];
  }
  const parts: Part[] = [];
  const haystack = label.toLowerCase();
  let start = 0;
  let found = haystack.indexOf(needle, start);
  while (found !== -1) {
    if (found > start) {
      parts.push({ text: label.slice(start, found), match: false });
    }
    parts.push({ text: label.slice(found, found + needle.length), match: true });
    start = found + needle.length;
    found = haystack.indexOf(needle, start);
  }
  if (start < label.length) {
    parts.push({ text: label.slice(start), match: false });
  }
  return parts;
}

export default function HighlightMatches() {
  return (
    <Autocomplete
      disablePortal
      options={instruments}
      sx={{ width: 300 }}
      renderOption={(props, option, { inputValue }) => {
        // `key` must be passed to JSX directly, not spread.
        const typedProps: OptionProps = props;
        const { key, ...optionProps } = typedProps;
        return (
          <li key={key} {...optionProps}>
            <span>
              {splitByMatch(option, inputValue).map((part, index) => (
                <Box
                  key={index}
                  component="span"
                  sx={{ fontWeight: part.match ? 700 : 400 }}
                >
                  {part.text}
                </Box>
              ))}
            </span>
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Instrument" />}
    />
  );
}
