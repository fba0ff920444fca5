import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const sections = ['Overview', 'Billing', 'Members'];

export default function ComponentProp() {
  return (
    <Stack spacing={2}>
      {/* A heading level for the outline, with the look of subtitle1. */}
      <Typography variant="subtitle1" component="h3" sx={{ m: 0 }}>
        Workspace settings
      </Typography>
      {/* The list is a navigation landmark, each item a link. */}
      <List
        component="nav"
        aria-label="Settings sections"
        sx={{ maxWidth: 280 }}
      >
        {sections.map((section) => (
          <ListItemButton
            key={section}
            component="a"
            href="#"
            onClick={(event) => event.preventDefault()}
          >
            <ListItemText primary={section} />
          </ListItemButton>
        ))}
      </List>
      <Stack direction="row" spacing={1}>
        {/* A button that is a link: an <a> element with the Button's styles. */}
        <Button
          component="a"
          href="#"
          onClick={(event) => event.preventDefault()}
        >
          Open documentation
        </Button>
        <Button component="label" variant="outlined">
          Upload logo
          <input type="file" hidden />
        </Button>
      </Stack>
    </Stack>
  );
}
