import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

interface Member {
  name: string;
  /** Owners always stay on the list. */
  owner?: boolean;
}

const members: Member[] = [
  { name: 'Ada (owner)', owner: true },
  { name: 'Bilal' },
  { name: 'Chen' },
  { name: 'Dana' },
  { name: 'Emeka' },
  { name: 'Farah' },
];

const owners = members.filter((member) => member.owner);

export default function FixedOptions() {
  const [value, setValue] = React.useState<Member[]>([...owners, members[2]!]);

  return (
    <Autocomplete
      disablePortal
      multiple
      value={value}
      onChange={(_event, newValue) => {
        // The clear button and Backspace also land here: put the owners back.
        setValue([...owners, ...newValue.filter((member) => !member.owner)]);
      }}
      options={members}
      getOptionLabel={(option) => option.name}
      renderValue={(selected, getItemProps) =>
        selected.map((member, index) => {
          const { key, onDelete, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              label={member.name}
              {...itemProps}
              // No delete button on fixed chips.
              onDelete={member.owner ? undefined : onDelete}
            />
          );
        })
      }
      sx={{ width: 420, maxWidth: '100%' }}
      renderInput={(params) => (
        <TextField {...params} label="Reviewers" placeholder="Add a reviewer" />
      )}
    />
  );
}
