import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';

const sections = [
  { title: 'Getting started', pages: ['Installation', 'Usage', 'Templates'] },
  { title: 'Components', pages: ['Button', 'Input', 'Select', 'Table'] },
  { title: 'Customization', pages: ['Themes', 'CSS variables'] },
];

export default function ListNested() {
  return (
    <Sheet
      variant="outlined"
      sx={{
        width: '100%',
        maxWidth: 280,
        maxHeight: 260,
        overflow: 'auto',
        borderRadius: 'sm',
      }}
    >
      <List size="sm" aria-label="Documentation">
        {sections.map((section) => (
          <ListItem nested key={section.title}>
            <ListSubheader sticky>{section.title}</ListSubheader>
            <List>
              {section.pages.map((page) => (
                <ListItem key={page}>
                  <ListItemButton>{page}</ListItemButton>
                </ListItem>
              ))}
            </List>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
