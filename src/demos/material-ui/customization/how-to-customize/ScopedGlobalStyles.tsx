import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';

// In an app you would target `a`, `h2` or `body` directly. The selectors here
// start with a class so that the demo does not restyle the page around it.
const articleStyles = (
  <GlobalStyles
    styles={(theme) => ({
      '.article-preview h2': {
        ...theme.typography.h6,
        margin: 0,
        marginBottom: theme.spacing(1),
      },
      '.article-preview a': {
        color: (theme.vars || theme).palette.secondary.main,
        textDecorationStyle: 'wavy',
        textUnderlineOffset: 3,
      },
      '.article-preview p + p': {
        marginTop: theme.spacing(1),
      },
    })}
  />
);

export default function ScopedGlobalStyles() {
  return (
    <Box className="article-preview" sx={{ color: 'text.primary' }}>
      {articleStyles}
      <h2>Release notes</h2>
      <Typography variant="body2" component="p" sx={{ m: 0 }}>
        Plain HTML elements pick up the global rules, with no component
        involved.{' '}
        <a href="#" onClick={(event) => event.preventDefault()}>
          Read the full changelog
        </a>
        .
      </Typography>
      <Typography variant="body2" component="p" sx={{ m: 0 }}>
        The styles object is created once, outside the component, so it is not
        serialized again on every render.
      </Typography>
    </Box>
  );
}
