import * as React from 'react';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import { useTheme, type TypographySystem } from '@mui/joy/styles';

type Level = keyof TypographySystem;

const levels: readonly Level[] = [
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

// "var(--joy-fontSize-xl4, 2.25rem)" -> "fontSize-xl4 (2.25rem)"
function describe(value: unknown): string {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : 'inherit';
  const match = /^var\(--joy-([\w-]+), ([^()]+)\)$/.exec(text);
  return match ? `${match[1]} (${match[2]})` : text;
}

export default function TypographyScale() {
  const theme = useTheme();
  const [level, setLevel] = React.useState<Level>('h2');
  const styles = theme.typography[level];
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="sm"
        aria-label="Typography level"
        value={level}
        onChange={(_event, next) => next && setLevel(next)}
        sx={{ flexWrap: 'wrap' }}
      >
        {levels.map((item) => (
          <Button key={item} value={item}>
            {item}
          </Button>
        ))}
      </ToggleButtonGroup>
      <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', minHeight: 88, display: 'flex', alignItems: 'center' }}>
        <Typography level={level} data-testid="typography-sample">
          Harbour tides at dawn
        </Typography>
      </Sheet>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Typography level="body-xs">font-size: {describe(styles?.fontSize)}</Typography>
        <Typography level="body-xs">font-weight: {describe(styles?.fontWeight)}</Typography>
        <Typography level="body-xs">line-height: {describe(styles?.lineHeight)}</Typography>
      </Stack>
    </Stack>
  );
}
