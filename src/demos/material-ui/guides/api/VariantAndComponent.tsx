import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// The same look rendered as different elements, and different looks on the same element.
const samples = [
  { variant: 'h4', component: 'h2' },
  { variant: 'h6', component: 'h2' },
  { variant: 'h6', component: 'h3' },
  { variant: 'overline', component: 'p' },
] as const;

export default function VariantAndComponent() {
  const [tags, setTags] = React.useState<string[]>([]);
  const listRef = React.useRef<HTMLDivElement>(null);

  // Read the rendered tag names, to show that variant did not choose them.
  React.useEffect(() => {
    const elements = listRef.current?.querySelectorAll('[data-sample]') ?? [];
    setTags(Array.from(elements, (element) => element.tagName.toLowerCase()));
  }, []);

  return (
    <Stack spacing={1.5} ref={listRef}>
      {samples.map((sample, index) => (
        <Box key={index} sx={{ display: 'flex', alignItems: 'baseline', gap: 2 }}>
          <Typography data-sample variant={sample.variant} component={sample.component} sx={{ m: 0, flex: 1 }}>
            Account settings
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary', fontFamily: 'monospace', minWidth: 190 }}>
            variant=&quot;{sample.variant}&quot; renders &lt;{tags[index] ?? sample.component}&gt;
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
