import Box from '@mui/system/Box';

export default function PropertiesThemeKeys() {
  return (
    <Box
      sx={{
        p: 2,
        m: 1,
        border: 1,
        borderColor: 'primary.main',
        borderRadius: 2,
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 2,
        width: 0.75,
        typography: 'body2',
        fontWeight: 'fontWeightMedium',
        zIndex: 'appBar',
      }}
    >
      Every key in this sx object is looked up in the theme: spacing for p and m,
      borders for border, palette for the colors, shape.borderRadius for
      borderRadius, shadows for boxShadow, typography for typography and fontWeight,
      and zIndex for zIndex. width: 0.75 becomes 75%.
    </Box>
  );
}
