import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Typography from '@mui/joy/Typography';

export default function ListMarker() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        <div>
          <Typography level="title-sm">Packing list</Typography>
          <List marker="disc">
            <ListItem>Passport</ListItem>
            <ListItem>Charger</ListItem>
            <ListItem>Rain jacket</ListItem>
          </List>
        </div>
        <div>
          <Typography level="title-sm">Steps</Typography>
          <List component="ol" marker="decimal">
            <ListItem>Fork the repository</ListItem>
            <ListItem>Create a branch</ListItem>
            <ListItem>Open a pull request</ListItem>
          </List>
        </div>
      </Box>
      <List
        aria-label="Sections"
        orientation="horizontal"
        variant="outlined"
        sx={{ borderRadius: 'sm', flexGrow: 0, alignSelf: 'flex-start' }}
      >
        <ListItem>
          <ListItemButton>Home</ListItemButton>
        </ListItem>
        <ListDivider aria-hidden />
        <ListItem>
          <ListItemButton>Products</ListItemButton>
        </ListItem>
        <ListDivider aria-hidden />
        <ListItem>
          <ListItemButton>Contact</ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}
