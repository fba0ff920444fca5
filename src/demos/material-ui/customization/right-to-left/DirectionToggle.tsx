import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import SendIcon from '@mui/icons-material/Send';

type Direction = 'ltr' | 'rtl';

// Right to left gets a cache that mirrors the styles; left to right keeps
// the app's usual cache. Give the two caches distinct keys.
const rtlCache = createCache({
  key: 'muirtl',
  stylisPlugins: [prefixer, rtlPlugin],
});

const labels = {
  ltr: { send: 'Send', draft: 'Draft' },
  rtl: { send: 'إرسال', draft: 'مسودة' },
};

export default function DirectionToggle() {
  const [direction, setDirection] = React.useState<Direction>('rtl');
  const withDirection = React.useCallback(
    (outer: Theme): Theme => ({ ...outer, direction }),
    [direction],
  );

  const content = (
    <ThemeProvider theme={withDirection}>
      <Box dir={direction}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Stack direction="row" spacing={1}>
            {/* A directional icon: flipped for right-to-left. */}
            <Button
              variant="contained"
              endIcon={
                <SendIcon
                  sx={{
                    transform: direction === 'rtl' ? 'scaleX(-1)' : 'none',
                  }}
                />
              }
            >
              {labels[direction].send}
            </Button>
            <Chip label={labels[direction].draft} onDelete={() => {}} />
          </Stack>
          <Pagination count={5} defaultPage={2} />
        </Stack>
      </Box>
    </ThemeProvider>
  );

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={direction}
        onChange={(_event, value: Direction | null) =>
          value && setDirection(value)
        }
        aria-label="Direction"
      >
        <ToggleButton value="ltr">Left to right</ToggleButton>
        <ToggleButton value="rtl">Right to left</ToggleButton>
      </ToggleButtonGroup>
      {direction === 'rtl' ? (
        <CacheProvider value={rtlCache}>{content}</CacheProvider>
      ) : (
        content
      )}
    </Stack>
  );
}
