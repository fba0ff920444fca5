import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorIcon from '@mui/icons-material/Error';

// Reads the attributes that matter to assistive technology from the rendered <svg>.
function describe(svg: SVGSVGElement): string {
  const title = svg.querySelector('title')?.textContent;
  return [
    `aria-hidden=${svg.getAttribute('aria-hidden') ?? '(none)'}`,
    `role=${svg.getAttribute('role') ?? '(none)'}`,
    `<title>=${title ?? '(none)'}`,
  ].join('  ');
}

function useAccessibilityAttributes() {
  const [attributes, setAttributes] = React.useState('');
  // A callback ref runs once the <svg> is in the DOM.
  const ref = React.useCallback((svg: SVGSVGElement | null) => {
    if (svg) {
      setAttributes(describe(svg));
    }
  }, []);
  return [ref, attributes] as const;
}

export default function IconAccessibilityAttributes() {
  const [decorativeRef, decorativeAttributes] = useAccessibilityAttributes();
  const [semanticRef, semanticAttributes] = useAccessibilityAttributes();

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <ErrorIcon ref={decorativeRef} color="error" />
        <Box>
          <Typography variant="body2">Payment failed (the text says it; the icon is decorative)</Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
            {decorativeAttributes}
          </Typography>
        </Box>
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <ErrorIcon ref={semanticRef} color="error" titleAccess="Payment failed" />
        <Box>
          <Typography variant="body2">Invoice #4471 (only the icon tells the status)</Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
            {semanticAttributes}
          </Typography>
        </Box>
      </Stack>
    </Stack>
  );
}
