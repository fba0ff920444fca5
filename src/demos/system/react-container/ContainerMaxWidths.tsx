import * as React from 'react';
import Box from '@mui/system/Box';
import Container from '@mui/system/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

const sizes = ['xs', 'sm', 'md'] as const;

export default function ContainerMaxWidths() {
  const [disableGutters, setDisableGutters] = React.useState(false);

  return (
    <Box sx={{ width: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableGutters}
            onChange={(event) => setDisableGutters(event.target.checked)}
          />
        }
        label="disableGutters"
      />
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          bgcolor: 'action.hover',
          py: 1,
        }}
      >
        {sizes.map((size) => (
          <Container key={size} maxWidth={size} disableGutters={disableGutters}>
            <Box
              sx={{
                p: 1,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                borderRadius: 1,
              }}
            >
              maxWidth=&quot;{size}&quot;
            </Box>
          </Container>
        ))}
      </Box>
    </Box>
  );
}
