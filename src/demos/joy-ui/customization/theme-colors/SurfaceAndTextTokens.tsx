import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const backgrounds = ['body', 'surface', 'popup', 'level1', 'level2'] as const;
const texts = ['primary', 'secondary', 'tertiary'] as const;

// The neutral surfaces and text colours, built from the neutral palette in each scheme.
export default function SurfaceAndTextTokens() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1.5 }}>
      {backgrounds.map((background) => (
        <Box
          key={background}
          sx={{
            p: 1.5,
            borderRadius: 'md',
            border: '1px solid',
            borderColor: 'divider',
            bgcolor: `background.${background}`,
          }}
        >
          <Typography level="title-sm" sx={{ mb: 0.5 }}>
            background.{background}
          </Typography>
          <Stack spacing={0.25}>
            {texts.map((text) => (
              <Typography key={text} level="body-xs" sx={{ color: `text.${text}` }}>
                text.{text}
              </Typography>
            ))}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
