import Stack from '@mui/joy/Stack';
import Typography, { TypographyProps } from '@mui/joy/Typography';

const levels: NonNullable<TypographyProps['level']>[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'title-lg',
  'title-md',
  'title-sm',
  'body-lg',
  'body-md',
  'body-sm',
  'body-xs',
];

export default function TypographyLevels() {
  return (
    <Stack spacing={1}>
      {levels.map((level) => (
        <Typography key={level} level={level} component="div">
          {level}: The quick brown fox
        </Typography>
      ))}
    </Stack>
  );
}
