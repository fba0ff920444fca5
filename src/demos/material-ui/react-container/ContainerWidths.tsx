import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

const widths = ['xs', 'sm', 'md'] as const;

export default function ContainerWidths() {
  const [gutters, setGutters] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={gutters}
            onChange={(event) => setGutters(event.target.checked)}
          />
        }
        label="Gutters"
      />
      {widths.map((width) => (
        <Box key={width} sx={{ bgcolor: 'action.hover' }}>
          <Container maxWidth={width} disableGutters={!gutters}>
            <Box
              sx={{
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                px: 1,
                py: 0.5,
                typography: 'body2',
              }}
            >
              {`maxWidth="${width}"`}
            </Box>
          </Container>
        </Box>
      ))}
    </Stack>
  );
}
