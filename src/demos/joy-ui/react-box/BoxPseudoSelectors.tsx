import Box from '@mui/joy/Box';

export default function BoxPseudoSelectors() {
  return (
    <Box
      component="button"
      type="button"
      sx={{
        px: 3,
        py: 1.5,
        border: '1px solid',
        borderColor: 'neutral.outlinedBorder',
        borderRadius: 'lg',
        bgcolor: 'background.surface',
        color: 'text.primary',
        typography: 'title-sm',
        cursor: 'pointer',
        transition: 'background-color 0.15s, box-shadow 0.15s',
        '&:hover': { bgcolor: 'primary.softHoverBg', borderColor: 'primary.outlinedBorder' },
        '&:active': { bgcolor: 'primary.softActiveBg' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.500', outlineOffset: 2 },
        '& span': { color: 'primary.plainColor', ml: 1 },
      }}
    >
      Hover, press or tab to me<span aria-hidden>→</span>
    </Box>
  );
}
