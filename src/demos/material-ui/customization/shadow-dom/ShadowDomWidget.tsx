import * as React from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CacheProvider } from '@emotion/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { ThemeProvider, type Theme } from '@mui/material/styles';

interface ShadowParts {
  cache: EmotionCache;
  mountPoint: HTMLDivElement;
}

function Widget() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [size, setSize] = React.useState('Medium');
  const sizes = ['Small', 'Medium', 'Large'];

  return (
    <Stack spacing={1} sx={{ p: 2, alignItems: 'flex-start' }}>
      <Typography variant="subtitle2">Inside the shadow root</Typography>
      <Button
        variant="contained"
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Size: {size}
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        {sizes.map((option) => (
          <MenuItem
            key={option}
            selected={option === size}
            onClick={() => {
              setSize(option);
              setAnchor(null);
            }}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}

export default function ShadowDomWidget() {
  const hostRef = React.useRef<HTMLDivElement>(null);
  const [parts, setParts] = React.useState<ShadowParts | null>(null);

  React.useEffect(() => {
    const host = hostRef.current;
    if (!host) {
      return;
    }
    // The shadow root exists only in the browser, so it is created after mount.
    const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const styleContainer = document.createElement('div');
    const mountPoint = document.createElement('div');
    shadowRoot.append(styleContainer, mountPoint);
    setParts({
      // Emotion writes its <style> tags inside the shadow root.
      cache: createCache({
        key: 'shadow',
        prepend: true,
        container: styleContainer,
      }),
      mountPoint,
    });
  }, []);

  // Popups render into the shadow root too, where the styles are.
  const withContainer = React.useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiPopover: { defaultProps: { container: parts?.mountPoint } },
        MuiPopper: { defaultProps: { container: parts?.mountPoint } },
        MuiModal: { defaultProps: { container: parts?.mountPoint } },
      },
    }),
    [parts],
  );

  return (
    <Box
      ref={hostRef}
      data-testid="shadow-host"
      sx={{
        minHeight: 110,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {parts &&
        createPortal(
          <CacheProvider value={parts.cache}>
            <ThemeProvider theme={withContainer}>
              <Widget />
            </ThemeProvider>
          </CacheProvider>,
          parts.mountPoint,
        )}
    </Box>
  );
}
