import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import Rating from '@mui/material/Rating';
import { createTheme, ThemeProvider as MaterialThemeProvider, THEME_ID as MATERIAL_THEME_ID } from '@mui/material/styles';

// Material UI's theme, in its own scope so that it never replaces Joy UI's. Its colors are CSS
// variables selected by the same attribute as the page's mode, so it follows light and dark.
const materialTheme = createTheme({
  colorSchemes: { light: true, dark: true },
  cssVariables: { colorSchemeSelector: 'data-mui-color-scheme' },
});

// This site owns the color mode, so the provider must neither read storage nor set attributes
// on <html>. In your own app, leave these two props out and let the provider manage the mode.
const SITE_OWNS_THE_MODE = { storageManager: null, colorSchemeNode: null } as const;

export default function MaterialRatingInJoyCard() {
  const [stars, setStars] = React.useState<number | null>(4);
  const [sent, setSent] = React.useState('');

  return (
    <Card
      variant="outlined"
      component="form"
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        setSent(`Thanks: ${stars ?? 0} of 5 stars received.`);
      }}
      sx={{ maxWidth: 360, mx: 'auto', gap: 1.5 }}
    >
      <Typography level="title-md">Rate your stay</Typography>
      <Box role="group" aria-labelledby="stay-rating-label">
        <Typography id="stay-rating-label" level="title-sm" sx={{ mb: 0.5 }}>
          Overall
        </Typography>
        {/* Joy UI has no Rating: Material UI's fills the gap. */}
        <MaterialThemeProvider theme={{ [MATERIAL_THEME_ID]: materialTheme }} {...SITE_OWNS_THE_MODE}>
          <Rating name="stay-rating" value={stars} onChange={(_event, value) => setStars(value)} />
        </MaterialThemeProvider>
      </Box>
      <FormControl>
        <FormLabel>Comments</FormLabel>
        <Textarea minRows={2} placeholder="What stood out?" />
      </FormControl>
      <Button type="submit">Send review</Button>
      <Typography level="body-sm" role="status" sx={{ minHeight: '1.5em' }}>
        {sent}
      </Typography>
    </Card>
  );
}
