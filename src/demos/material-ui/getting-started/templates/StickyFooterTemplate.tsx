import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const paragraphs = [
  'The footer below stays at the bottom of the frame while the content is short.',
  'Add paragraphs to see it move: once the content is taller than the frame, the footer follows it and scrolls like the rest of the page.',
  'The trick is a column flex container at least as tall as the viewport, with a footer whose top margin is auto.',
];

export default function StickyFooterTemplate() {
  const [count, setCount] = React.useState(1);

  return (
    <Box
      role="region"
      aria-label="Sticky footer template"
      tabIndex={0}
      sx={{
        height: 400,
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.default',
      }}
    >
      {/* In an application this box would have minHeight: '100vh'. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
        <Container component="main" maxWidth="sm" sx={{ py: 3 }}>
          <Typography component="h3" variant="h5" gutterBottom>
            Sticky footer
          </Typography>
          {Array.from({ length: count }, (_, index) => (
            <Typography key={index} variant="body1" sx={{ mb: 1.5 }}>
              {paragraphs[index % paragraphs.length]}
            </Typography>
          ))}
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => setCount(count + 2)}>
              Add paragraphs
            </Button>
            <Button disabled={count === 1} onClick={() => setCount(1)}>
              Reset
            </Button>
          </Stack>
        </Container>
        <Box
          component="footer"
          sx={{ mt: 'auto', py: 2, px: 2, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
        >
          <Container maxWidth="sm">
            <Typography variant="body2">A footer that knows its place.</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <Link href="#" color="inherit" onClick={(event) => event.preventDefault()}>
                Privacy
              </Link>
              {' · '}
              <Link href="#" color="inherit" onClick={(event) => event.preventDefault()}>
                Terms
              </Link>
            </Typography>
          </Container>
        </Box>
      </Box>
    </Box>
  );
}
