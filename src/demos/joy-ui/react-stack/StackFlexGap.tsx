import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

const labels = [
  'TypeScript',
  'React',
  'Emotion',
  'CSS variables',
  'Accessibility',
  'Theming',
  'SSR',
];

export default function StackFlexGap() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: 320 }}>
      {labels.map((label) => (
        <Chip key={label} variant="outlined">
          {label}
        </Chip>
      ))}
    </Stack>
  );
}
