import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const ingredients = [
  'Basil',
  'Cardamom',
  'Chili flakes',
  'Cinnamon',
  'Coriander',
  'Cumin',
  'Garlic',
  'Ginger',
  'Lemongrass',
  'Nutmeg',
  'Paprika',
  'Saffron',
  'Star anise',
  'Turmeric',
];

export default function FilterSelectedOptions() {
  return (
    <Autocomplete
      multiple
      disablePortal
      filterSelectedOptions
      options={ingredients}
      defaultValue={['Garlic', 'Ginger']}
      sx={{ width: 420, maxWidth: '100%' }}
      renderInput={(params) => (
        <TextField {...params} label="Spices" placeholder="Add a spice" />
      )}
    />
  );
}
