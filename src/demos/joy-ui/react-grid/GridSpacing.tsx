import * as React from 'react';
import Grid from '@mui/joy/Grid';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const spacings = [0, 1, 2, 4];

export default function GridSpacing() {
  const [spacing, setSpacing] = React.useState(2);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography id="grid-spacing-label" level="title-sm">
          spacing
        </Typography>
        <RadioGroup
          orientation="horizontal"
          aria-labelledby="grid-spacing-label"
          value={String(spacing)}
          onChange={(event) => setSpacing(Number(event.target.value))}
        >
          {spacings.map((value) => (
            <Radio key={value} value={String(value)} label={String(value)} />
          ))}
        </RadioGroup>
      </Stack>
      <Grid container spacing={spacing} data-testid="spacing-grid">
        {[1, 2, 3, 4, 5, 6].map((item) => (
          <Grid key={item} size={4}>
            <Sheet variant="soft" color="primary" sx={{ p: 2, textAlign: 'center', height: 64 }}>
              {item}
            </Sheet>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
