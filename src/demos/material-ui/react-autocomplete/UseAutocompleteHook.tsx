import * as React from 'react';
import useAutocomplete from '@mui/material/useAutocomplete';
import { styled } from '@mui/material/styles';

interface Station {
  name: string;
  line: string;
}

const stations: Station[] = [
  { name: 'Alexanderplatz', line: 'U2' },
  { name: 'Friedrichstraße', line: 'U6' },
  { name: 'Hermannplatz', line: 'U7' },
  { name: 'Kottbusser Tor', line: 'U1' },
  { name: 'Nollendorfplatz', line: 'U4' },
  { name: 'Potsdamer Platz', line: 'U2' },
  { name: 'Schlesisches Tor', line: 'U1' },
  { name: 'Wittenbergplatz', line: 'U3' },
];

type OptionProps = Omit<React.HTMLAttributes<HTMLLIElement>, 'key'> & {
  key: React.Key;
};

const Label = styled('label')(({ theme }) => {
  // theme.vars holds the CSS variables, which follow light and dark mode.
  const palette = (theme.vars || theme).palette;
  return {
    display: 'block',
    marginBottom: theme.spacing(0.5),
    ...theme.typography.body2,
    fontWeight: 600,
    color: palette.text.primary,
  };
});

const Input = styled('input')(({ theme }) => {
  // theme.vars holds the CSS variables, which follow light and dark mode.
  const palette = (theme.vars || theme).palette;
  return {
    width: '100%',
    boxSizing: 'border-box',
    padding: theme.spacing(1, 1.5),
    ...theme.typography.body1,
    color: palette.text.primary,
    backgroundColor: palette.background.paper,
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    '&:focus': {
      outline: `2px solid ${palette.primary.main}`,
      outlineOffset: 1,
    },
  };
});

const Listbox = styled('ul')(({ theme }) => {
  // theme.vars holds the CSS variables, which follow light and dark mode.
  const palette = (theme.vars || theme).palette;
  return {
    position: 'absolute',
    zIndex: 1,
    width: '100%',
    maxHeight: 220,
    overflow: 'auto',
    margin: theme.spacing(0.5, 0, 0),
    padding: 0,
    listStyle: 'none',
    backgroundColor: palette.background.paper,
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    boxShadow: theme.shadows[4],
    '& li': {
      display: 'flex',
      justifyContent: 'space-between',
      padding: theme.spacing(1, 1.5),
      cursor: 'pointer',
    },
    // The hook marks the highlighted option with this class.
    '& li.Mui-focused': {
      backgroundColor: palette.action.hover,
    },
    '& li[aria-selected="true"]': {
      fontWeight: 600,
    },
  };
});

const Line = styled('span')(({ theme }) => {
  // theme.vars holds the CSS variables, which follow light and dark mode.
  const palette = (theme.vars || theme).palette;
  return {
    ...theme.typography.caption,
    padding: theme.spacing(0, 0.75),
    borderRadius: theme.shape.borderRadius,
    color: palette.primary.contrastText,
    backgroundColor: palette.primary.main,
  };
});

export default function UseAutocompleteHook() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    value,
  } = useAutocomplete({
    id: 'station-hook',
    options: stations,
    getOptionLabel: (option) => option.name,
  });

  return (
    <div style={{ width: 300, maxWidth: '100%' }}>
      <div {...getRootProps()} style={{ position: 'relative' }}>
        <Label {...getInputLabelProps()}>Station</Label>
        <Input {...getInputProps()} placeholder="Start typing…" />
        {groupedOptions.length > 0 ? (
          <Listbox {...getListboxProps()}>
            {groupedOptions.map((option, index) => {
              // `key` must be passed to JSX directly, not spread.
              const typedProps: OptionProps = getOptionProps({ option, index });
              const { key, ...optionProps } = typedProps;
              return (
                <li key={key} {...optionProps}>
                  {option.name}
                  <Line>{option.line}</Line>
                </li>
              );
            })}
          </Listbox>
        ) : null}
      </div>
      <p>Selected: {value ? `${value.name} (${value.line})` : 'none'}</p>
    </div>
  );
}
