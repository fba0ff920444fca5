import Box from '@mui/system/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/system/Stack';

const item = {
  px: 2,
  py: 1,
  borderRadius: 1,
  bgcolor: 'action.selected',
} as const;

export default function StackDividerWrap() {
  return (
    <Stack spacing={3} sx={{ width: 1 }}>
      <Stack
        direction="row"
        spacing={2}
        divider={<Divider orientation="vertical" flexItem />}
      >
        <Box sx={item}>Inbox</Box>
        <Box sx={item}>Drafts</Box>
        <Box sx={item}>Sent</Box>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {[
          'React',
          'TypeScript',
          'Emotion',
          'CSS grid',
          'Flexbox',
          'Theming',
          'sx prop',
          'Breakpoints',
        ].map((tag) => (
          <Box key={tag} sx={{ ...item, borderRadius: 4 }}>
            {tag}
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
