import * as React from 'react';
import Box from '@mui/system/Box';
import { visuallyHidden } from '@mui/utils';

export default function VisuallyHiddenSkipLink() {
  return (
    <Box sx={{ width: 1, position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {/* Hidden until it receives keyboard focus, then shown above the header. */}
      <Box
        component="a"
        href="#skip-link-demo-content"
        sx={{
          ...visuallyHidden,
          '&:focus': {
            clip: 'auto',
            width: 'auto',
            height: 'auto',
            m: 0,
            top: 8,
            left: 8,
            zIndex: 1,
            px: 2,
            py: 1,
            borderRadius: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            whiteSpace: 'normal',
          },
        }}
      >
        Skip to content
      </Box>
      <Box
        component="nav"
        aria-label="Demo site"
        sx={{ display: 'flex', gap: 2, p: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {['Home', 'Products', 'Pricing', 'Support'].map((label) => (
          <Box
            key={label}
            component="a"
            href="#"
            onClick={(event: React.MouseEvent) => event.preventDefault()}
            sx={{ color: 'text.primary' }}
          >
            {label}
          </Box>
        ))}
      </Box>
      <Box
        component="section"
        id="skip-link-demo-content"
        tabIndex={-1}
        aria-label="Demo content"
        sx={{ p: 2, '&:focus': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
      >
        Press Tab from the top of this demo: the first stop is the skip link, which jumps over
        the four navigation links to this section.
      </Box>
    </Box>
  );
}
