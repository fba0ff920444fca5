import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function RootElementProps() {
  const [attributes, setAttributes] = React.useState<string[]>([]);
  const [hovered, setHovered] = React.useState(false);

  // The ref reaches the root <button>; read what arrived there.
  const buttonRef = React.useCallback((button: HTMLButtonElement | null) => {
    if (button) {
      setAttributes(
        ['id', 'data-draft', 'aria-describedby', 'title'].map(
          (name) => `${name}="${button.getAttribute(name) ?? ''}"`,
        ),
      );
    }
  }, []);

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        ref={buttonRef}
        variant="contained"
        id="save-draft"
        data-draft="invoice-4471"
        aria-describedby="save-draft-hint"
        title="Saves without sending"
        onMouseEnter={() => setHovered(true)}
      >
        Save draft
      </Button>
      <Typography id="save-draft-hint" variant="body2" sx={{ color: 'text.secondary' }}>
        Drafts are kept for 30 days. {hovered ? 'onMouseEnter reached the button too.' : 'Hover the button.'}
      </Typography>
      <Box component="code" sx={{ fontSize: 13, color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {`<button ${attributes.join(' ')} …>`}
      </Box>
    </Stack>
  );
}
