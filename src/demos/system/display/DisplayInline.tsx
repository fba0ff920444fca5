import Box from '@mui/system/Box';

const chip = {
  p: 1,
  m: 0.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
} as const;

export default function DisplayInline() {
  return (
    <div style={{ width: '100%' }}>
      <Box sx={{ color: 'text.secondary', typography: 'body2' }}>
        display: inline
      </Box>
      <Box sx={{ display: 'inline', ...chip }}>First</Box>
      <Box sx={{ display: 'inline', ...chip }}>Second</Box>
      <Box sx={{ color: 'text.secondary', typography: 'body2', mt: 2 }}>
        display: block
      </Box>
      <Box sx={{ display: 'block', ...chip }}>First</Box>
      <Box sx={{ display: 'block', ...chip }}>Second</Box>
    </div>
  );
}
