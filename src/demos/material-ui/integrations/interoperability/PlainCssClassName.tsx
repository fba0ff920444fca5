import * as React from 'react';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';

// Plain CSS rules, written once for the page. The compound selector (.cta.MuiButton-root)
// wins over the button's own styles whatever order the style sheets load in.
const ctaStyles = (
  <GlobalStyles
    styles={(theme) => ({
      '.cta.MuiButton-root': {
        borderRadius: 999,
        paddingInline: 24,
        textTransform: 'none',
        letterSpacing: 0.3,
        transition: 'transform 120ms',
      },
      '.cta.MuiButton-root:hover': {
        transform: 'translateY(-1px)',
        boxShadow: (theme.vars ?? theme).shadows[4],
      },
    })}
  />
);

export default function PlainCssClassName() {
  return (
    <React.Fragment>
      {ctaStyles}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="contained" className="cta">
          Get started
        </Button>
        <Button variant="outlined" className="cta">
          Book a demo
        </Button>
        <Button variant="contained">Without the class</Button>
      </Stack>
    </React.Fragment>
  );
}
