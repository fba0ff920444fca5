import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import Avatar from '@mui/joy/Avatar';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';

interface Person {
  name: string;
  role: string;
  initials: string;
}

const people: Person[] = [
  { name: 'Ada Moreau', role: 'Staff engineer', initials: 'AM' },
  { name: 'Kwame Mensah', role: 'Product designer', initials: 'KM' },
  { name: 'Mei Tanaka', role: 'Data analyst', initials: 'MT' },
  { name: 'Oskar Lind', role: 'Support lead', initials: 'OL' },
  { name: 'Priya Nair', role: 'Engineering manager', initials: 'PN' },
];

export default function AutocompleteCustomOption() {
  return (
    <FormControl sx={{ width: '100%', maxWidth: 340 }}>
      <FormLabel>Assign to</FormLabel>
      <Autocomplete
        placeholder="Search people"
        startDecorator={<PersonSearchIcon />}
        options={people}
        getOptionLabel={(option) => option.name}
        slotProps={{ listbox: { sx: { maxHeight: 220 } } }}
        renderOption={(props, option) => {
          const { key, ...optionProps } = props as typeof props & { key: string };
          return (
            <AutocompleteOption key={key} {...optionProps}>
              <ListItemDecorator>
                <Avatar size="sm" variant="soft" color="primary">
                  {option.initials}
                </Avatar>
              </ListItemDecorator>
              <ListItemContent sx={{ ml: 1 }}>
                {option.name}
                <Typography level="body-xs">{option.role}</Typography>
              </ListItemContent>
            </AutocompleteOption>
          );
        }}
      />
    </FormControl>
  );
}
