import * as React from 'react';
import Box from '@mui/system/Box';

// The link stands for a page of your app: here a click stays on this page.
function preventNavigation(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

export default function BoxComponent() {
  return (
    <Box
      component="section"
      aria-label="Shopping list"
      sx={{ width: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box component="h3" sx={{ m: 0, mb: 1, typography: 'h6' }}>
        Shopping list
      </Box>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 1 }}
      >
        {['Apples', 'Bread', 'Cheese'].map((item) => (
          <Box
            component="li"
            key={item}
            sx={{
              px: 1.5,
              py: 0.5,
              borderRadius: 4,
              bgcolor: 'action.selected',
            }}
          >
            {item}
          </Box>
        ))}
      </Box>
      <Box
        component="a"
        href="#"
        onClick={preventNavigation}
        sx={{ display: 'inline-block', mt: 2, color: 'primary.main' }}
      >
        A Box rendered as a link
      </Box>
    </Box>
  );
}
