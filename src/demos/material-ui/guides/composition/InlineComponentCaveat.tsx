import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

// Defined once, at module level: the same component type on every render.
const Section = React.forwardRef<HTMLElement, React.HTMLAttributes<HTMLElement>>(
  function Section(props, ref) {
    return <section ref={ref} {...props} />;
  },
);

export default function InlineComponentCaveat() {
  const [renders, setRenders] = React.useState(1);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => setRenders(renders + 1)}>
          Re-render parent
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Renders: {renders}
        </Typography>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Paper
          variant="outlined"
          // A new function on every render: React unmounts and remounts everything inside.
          component={React.forwardRef<HTMLElement, React.HTMLAttributes<HTMLElement>>(
            (props, ref) => <section ref={ref} {...props} />,
          )}
          sx={{ p: 2, flex: 1 }}
        >
          <Typography variant="subtitle2">Inline component</Typography>
          <TextField label="Note (inline)" defaultValue="" fullWidth />
        </Paper>
        <Paper variant="outlined" component={Section} sx={{ p: 2, flex: 1 }}>
          <Typography variant="subtitle2">Module-level component</Typography>
          <TextField label="Note (stable)" defaultValue="" fullWidth />
        </Paper>
      </Stack>
    </Stack>
  );
}
