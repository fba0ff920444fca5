import Box from '@mui/system/Box';

export default function ShadowsHover() {
  return (
    <Box
      tabIndex={0}
      sx={{
        width: 240,
        p: 3,
        borderRadius: 2,
        bgcolor: 'background.paper',
        boxShadow: 1,
        transition: 'box-shadow 200ms, transform 200ms',
        cursor: 'pointer',
        '&:hover, &:focus-visible': {
          boxShadow: 8,
          transform: 'translateY(-2px)',
        },
      }}
    >
      Hover or focus this card: its shadow goes from level 1 to level 8.
    </Box>
  );
}
