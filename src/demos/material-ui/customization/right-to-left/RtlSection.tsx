import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// Flips left and right in every style generated inside this cache.
const rtlCache = createCache({
  key: 'muirtl',
  stylisPlugins: [prefixer, rtlPlugin],
});

// The app's theme with the right-to-left direction.
const withRtl = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });

export default function RtlSection() {
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={withRtl}>
        <Box dir="rtl" lang="ar" data-testid="rtl-section">
          <Stack spacing={2} sx={{ maxWidth: 360 }}>
            <Typography variant="subtitle1">نموذج الطلب</Typography>
            <TextField
              label="المبلغ"
              defaultValue="250"
              size="small"
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">ر.س</InputAdornment>
                  ),
                },
              }}
            />
            <Box>
              <Typography id="rtl-quantity" variant="body2" gutterBottom>
                الكمية
              </Typography>
              <Slider
                defaultValue={30}
                aria-labelledby="rtl-quantity"
                valueLabelDisplay="auto"
              />
            </Box>
          </Stack>
        </Box>
      </ThemeProvider>
    </CacheProvider>
  );
}
