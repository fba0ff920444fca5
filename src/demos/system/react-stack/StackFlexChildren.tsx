import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const files = [
  { name: 'quarterly-report-final-version-reviewed-by-finance.pdf', size: '2.4 MB' },
  { name: 'notes.txt', size: '3 KB' },
];

export default function StackFlexChildren() {
  return (
    <Stack spacing={1} sx={{ width: 1, maxWidth: 420 }}>
      {files.map((file) => (
        <Stack
          key={file.name}
          direction="row"
          spacing={2}
          sx={{
            alignItems: 'center',
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Box
            aria-hidden
            sx={{ width: 32, height: 40, flexShrink: 0, borderRadius: 0.5, bgcolor: 'primary.main' }}
          />
          {/* flex: 1 takes the free space; minWidth: 0 lets the text shrink and truncate. */}
          <Box
            title={file.name}
            sx={{
              flex: 1,
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {file.name}
          </Box>
          <Box sx={{ flexShrink: 0, color: 'text.secondary', fontSize: 14 }}>{file.size}</Box>
        </Stack>
      ))}
    </Stack>
  );
}
