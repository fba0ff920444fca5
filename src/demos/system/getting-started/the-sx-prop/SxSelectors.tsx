import Box from '@mui/system/Box';

const links = ['Overview', 'Activity', 'Settings'];

export default function SxSelectors() {
  return (
    <Box
      component="nav"
      aria-label="Project"
      sx={{
        display: 'flex',
        gap: 1,
        p: 1,
        borderRadius: 2,
        bgcolor: 'action.hover',
        // Nested selectors style the children from one place.
        '& a': {
          px: 2,
          py: 1,
          borderRadius: 1,
          color: 'text.primary',
          textDecoration: 'none',
          typography: 'body2',
        },
        '& a:hover': { bgcolor: 'background.paper' },
        '& a:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        '& a[aria-current="page"]': { bgcolor: 'primary.main', color: 'primary.contrastText' },
        // A media query key is kept as written.
        '@media (max-width: 480px)': { flexDirection: 'column' },
      }}
    >
      {links.map((link, index) => (
        <a
          key={link}
          href="#"
          aria-current={index === 0 ? 'page' : undefined}
          onClick={(event) => event.preventDefault()}
        >
          {link}
        </a>
      ))}
    </Box>
  );
}
