import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

const channels = ['Email', 'SMS', 'Push notifications'];

export default function CheckboxFormGroup() {
  return (
    <Box
      role="group"
      aria-labelledby="notify-heading"
      sx={{ width: '100%', maxWidth: 320 }}
    >
      <Typography id="notify-heading" level="title-sm" sx={{ mb: 1 }}>
        Notify me by
      </Typography>
      <List variant="outlined" sx={{ borderRadius: 'sm' }}>
        {channels.map((channel) => (
          <ListItem key={channel}>
            <Checkbox
              overlay
              label={channel}
              defaultChecked={channel === 'Email'}
            />
          </ListItem>
        ))}
      </List>
      <FormControl sx={{ mt: 2 }}>
        <Checkbox label="I accept the terms of service" required />
        <FormHelperText>Required to create an account.</FormHelperText>
      </FormControl>
    </Box>
  );
}
