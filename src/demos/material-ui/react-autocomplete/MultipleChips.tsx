import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Skill {
  name: string;
  area: string;
}

const skills: Skill[] = [
  { name: 'Accessibility', area: 'Frontend' },
  { name: 'CSS', area: 'Frontend' },
  { name: 'React', area: 'Frontend' },
  { name: 'TypeScript', area: 'Frontend' },
  { name: 'GraphQL', area: 'Backend' },
  { name: 'Node.js', area: 'Backend' },
  { name: 'PostgreSQL', area: 'Backend' },
  { name: 'Docker', area: 'Operations' },
  { name: 'Kubernetes', area: 'Operations' },
  { name: 'Terraform', area: 'Operations' },
];

const defaultSkills = skills.filter(
  (skill) => skill.name === 'React' || skill.name === 'TypeScript',
);

export default function MultipleChips() {
  return (
    <Autocomplete
      multiple
      limitTags={3}
      options={skills}
      getOptionLabel={(option) => option.name}
      defaultValue={defaultSkills}
      filterSelectedOptions
      slotProps={{ chip: { size: 'small', color: 'primary' } }}
      sx={{ width: 420, maxWidth: '100%' }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Skills"
          placeholder="Add a skill"
          helperText="Pick as many as you like"
        />
      )}
    />
  );
}
