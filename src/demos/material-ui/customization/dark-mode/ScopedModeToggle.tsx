import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  createTheme,
  ThemeProvider,
  useColorScheme,
} from '@mui/material/styles';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';

const theme = createTheme({
  colorSchemes: { light: true, dark: true },
  cssVariables: {
    // The scheme classes land on the demo's own box (see colorSchemeNode
    // below), so the toggle restyles this box and nothing around it.
    cssVarPrefix: 'inbox',
    rootSelector: '.inbox-root',
    colorSchemeSelector: '.inbox-%s',
  },
});

const messages = [
  { from: 'Ana', subject: 'Quarterly report draft' },
  { from: 'Kenji', subject: 'Lunch on Friday?' },
  { from: 'Priya', subject: 'Design review notes' },
];

function Inbox() {
  const { colorScheme, setMode } = useColorScheme();
  const dark = colorScheme === 'dark';

  return (
    <Box
      className={`inbox-root inbox-${colorScheme ?? 'light'}`}
      data-testid="scoped-inbox"
      data-scheme={colorScheme ?? 'light'}
      sx={{
        width: '100%',
        maxWidth: 480,
        p: 2,
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" sx={{ flex: 1 }}>
          Inbox
        </Typography>
        <Tooltip title={dark ? 'Light mode' : 'Dark mode'}>
          <IconButton
            aria-label={
              dark
                ? 'Switch the inbox to light mode'
                : 'Switch the inbox to dark mode'
            }
            onClick={() => setMode(dark ? 'light' : 'dark')}
          >
            {dark ? <LightModeIcon /> : <DarkModeIcon />}
          </IconButton>
        </Tooltip>
      </Stack>
      <Paper variant="outlined">
        <List disablePadding>
          {messages.map((message) => (
            <ListItem key={message.subject} divider>
              <ListItemText
                primary={message.subject}
                secondary={message.from}
              />
            </ListItem>
          ))}
        </List>
      </Paper>
    </Box>
  );
}

export default function ScopedModeToggle() {
  return (
    <ThemeProvider
      theme={theme}
      defaultMode="light"
      disableNestedContext
      // No localStorage and no class on <html>: the page's own mode is untouched.
      storageManager={null}
      colorSchemeNode={null}
    >
      <Inbox />
    </ThemeProvider>
  );
}
