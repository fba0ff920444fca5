import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Typography from '@mui/joy/Typography';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';

const modes = [
  { value: 'walk', label: 'Walk', detail: '42 min, 3.1 km', icon: <DirectionsWalkIcon /> },
  { value: 'bike', label: 'Bike', detail: '14 min, 3.4 km', icon: <DirectionsBikeIcon /> },
  { value: 'bus', label: 'Bus', detail: '19 min, 1 change', icon: <DirectionsBusIcon /> },
];

export default function SelectOptionLabel() {
  return (
    <FormControl sx={{ width: 260 }}>
      <FormLabel>Travel by</FormLabel>
      <Select
        defaultValue="bike"
        renderValue={(option) => {
          const mode = modes.find((item) => item.value === option?.value);
          return mode ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {mode.icon}
              {mode.label}
            </Box>
          ) : null;
        }}
      >
        {modes.map((mode) => (
          <Option key={mode.value} value={mode.value} label={mode.label}>
            <ListItemDecorator>{mode.icon}</ListItemDecorator>
            <Box>
              <Typography level="title-sm">{mode.label}</Typography>
              <Typography level="body-xs">{mode.detail}</Typography>
            </Box>
          </Option>
        ))}
      </Select>
    </FormControl>
  );
}
