import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Person from '@mui/icons-material/Person';

export default function AvatarBasic() {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <Avatar>AL</Avatar>
      <Avatar alt="Grace Hopper">GH</Avatar>
      <Avatar role="img" aria-label="Guest user">
        <Person />
      </Avatar>
      <Avatar />
    </Box>
  );
}
