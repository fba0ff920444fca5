import Box from '@mui/joy/Box';

export default function BoxBasic() {
  return (
    <Box
      sx={{
        p: 2,
        border: '1px dashed',
        borderColor: 'neutral.outlinedBorder',
        borderRadius: 'md',
        bgcolor: 'background.level1',
        color: 'text.secondary',
        typography: 'body-sm',
        maxWidth: 360,
      }}
    >
      This Box reads spacing, colors, radius and typography from the Joy UI theme.
    </Box>
  );
}
