import Box from '@mui/system/Box';

const text =
  'Shipping to Lisbon, Oslo and Turin takes three to five working days; express delivery arrives the next day.';

const boxStyle = {
  width: 260,
  p: 1,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  typography: 'body2',
  bgcolor: 'background.paper',
} as const;

export default function DisplayOverflow() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Box>
        <Box sx={{ typography: 'caption', color: 'text.secondary' }}>
          whiteSpace nowrap + textOverflow ellipsis
        </Box>
        <Box sx={{ ...boxStyle, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {text}
        </Box>
      </Box>
      <Box>
        <Box sx={{ typography: 'caption', color: 'text.secondary' }}>
          overflow auto with a fixed height
        </Box>
        <Box sx={{ ...boxStyle, height: 48, overflow: 'auto' }} tabIndex={0} aria-label="Shipping details">
          {text}
        </Box>
      </Box>
      <Box>
        <Box sx={{ typography: 'caption', color: 'text.secondary' }}>
          two lines at most (WebkitLineClamp)
        </Box>
        <Box
          sx={{
            ...boxStyle,
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: 2,
            overflow: 'hidden',
          }}
        >
          {text} {text}
        </Box>
      </Box>
    </Box>
  );
}
