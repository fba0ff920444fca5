import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton, { listItemButtonClasses } from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import { THEME_ID, ThemeProvider, type CssVarsThemeOptions } from '@mui/joy/styles';
import Inbox from '@mui/icons-material/Inbox';
import Send from '@mui/icons-material/Send';
import Drafts from '@mui/icons-material/Drafts';

// States (selected, disabled, focusVisible...) add a class; target it to restyle that state.
const themeOptions: CssVarsThemeOptions = {
  components: {
    JoyListItemButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: theme.vars.radius.sm,
          [`&.${listItemButtonClasses.selected}`]: {
            fontWeight: theme.vars.fontWeight.lg,
            boxShadow: `inset 3px 0 0 ${theme.vars.palette.primary[500]}`,
          },
          [`&.${listItemButtonClasses.disabled}`]: {
            textDecoration: 'line-through',
          },
        }),
      },
    },
  },
};

const folders = [
  { name: 'Inbox', icon: <Inbox /> },
  { name: 'Sent', icon: <Send /> },
  { name: 'Drafts', icon: <Drafts /> },
];

export default function StateOverrides() {
  const [selected, setSelected] = React.useState('Inbox');
  return (
    <ThemeProvider theme={{ [THEME_ID]: themeOptions }}>
      <Sheet variant="outlined" sx={{ maxWidth: 280, borderRadius: 'md', p: 1 }}>
        <List aria-label="Mail folders" size="sm">
          {folders.map((folder) => (
            <ListItem key={folder.name}>
              <ListItemButton selected={selected === folder.name} onClick={() => setSelected(folder.name)}>
                <ListItemDecorator>{folder.icon}</ListItemDecorator>
                {folder.name}
              </ListItemButton>
            </ListItem>
          ))}
          <ListItem>
            <ListItemButton disabled>Archive (full)</ListItemButton>
          </ListItem>
        </List>
      </Sheet>
    </ThemeProvider>
  );
}
