import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

export default function SelectBasic() {
  return (
    <FormControl sx={{ width: '100%', maxWidth: 240 }}>
      <FormLabel>Favorite pet</FormLabel>
      <Select placeholder="Choose one…" name="pet">
        <Option value="dog">Dog</Option>
        <Option value="cat">Cat</Option>
        <Option value="fish">Fish</Option>
        <Option value="bird">Bird</Option>
      </Select>
    </FormControl>
  );
}
