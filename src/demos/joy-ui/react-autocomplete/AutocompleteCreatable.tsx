import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import AddIcon from '@mui/icons-material/Add';

interface Project {
  title: string;
  /** Set on the extra option that creates a project from the typed text. */
  inputValue?: string;
}

const filter = createFilterOptions<Project>();

export default function AutocompleteCreatable() {
  const [projects, setProjects] = React.useState<Project[]>([
    { title: 'Website redesign' },
    { title: 'Mobile app' },
    { title: 'Annual report' },
  ]);
  const [value, setValue] = React.useState<Project | null>(null);

  return (
    <FormControl sx={{ width: '100%', maxWidth: 320 }}>
      <FormLabel>Project</FormLabel>
      <Autocomplete<Project, false, false, true>
        freeSolo
        selectOnFocus
        clearOnBlur
        handleHomeEndKeys
        placeholder="Pick or create a project"
        value={value}
        options={projects}
        onChange={(_event, newValue) => {
          const title =
            typeof newValue === 'string' ? newValue : (newValue?.inputValue ?? null);
          if (title) {
            const created = { title };
            setProjects((current) => [...current, created]);
            setValue(created);
          } else {
            setValue(typeof newValue === 'string' ? null : newValue);
          }
        }}
        filterOptions={(options, params) => {
          const filtered = filter(options, params);
          const typed = params.inputValue.trim();
          if (typed !== '' && !options.some((option) => option.title === typed)) {
            filtered.push({ inputValue: typed, title: `Add "${typed}"` });
          }
          return filtered;
        }}
        getOptionLabel={(option) =>
          typeof option === 'string' ? option : (option.inputValue ?? option.title)
        }
        renderOption={(props, option) => {
          const { key, ...optionProps } = props as typeof props & { key: string };
          return (
            <AutocompleteOption key={key} {...optionProps}>
              {option.inputValue && (
                <ListItemDecorator>
                  <AddIcon />
                </ListItemDecorator>
              )}
              {option.title}
            </AutocompleteOption>
          );
        }}
      />
      <FormHelperText>{projects.length} projects</FormHelperText>
    </FormControl>
  );
}
