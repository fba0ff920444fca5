import Box from '@mui/system/Box';

const item = {
  p: 1.5,
  borderRadius: 1,
  bgcolor: 'action.selected',
  textAlign: 'center',
} as const;

export default function FlexboxGrowWrap() {
  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Box sx={{ ...item, flexGrow: 1 }}>flexGrow: 1</Box>
        <Box sx={item}>fixed</Box>
        <Box sx={{ ...item, flexGrow: 2 }}>flexGrow: 2</Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta', 'Eta', 'Theta'].map(
          (name) => (
            <Box key={name} sx={{ ...item, flexBasis: 120, flexShrink: 0 }}>
              {name}
            </Box>
          ),
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Box sx={{ ...item, order: 3 }}>order: 3</Box>
        <Box sx={{ ...item, order: 1 }}>order: 1</Box>
        <Box sx={{ ...item, order: 2 }}>order: 2</Box>
      </Box>
    </Box>
  );
}
