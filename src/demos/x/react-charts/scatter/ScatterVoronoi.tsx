import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

const points = [
  { id: 1, x: 12, y: 40 }, { id: 2, x: 25, y: 62 }, { id: 3, x: 31, y: 35 }, { id: 4, x: 44, y: 80 },
  { id: 5, x: 52, y: 55 }, { id: 6, x: 60, y: 20 }, { id: 7, x: 71, y: 68 }, { id: 8, x: 83, y: 44 },
  { id: 9, x: 90, y: 90 }, { id: 10, x: 18, y: 85 },
];

export default function ScatterVoronoi() {
  const [disableVoronoi, setDisableVoronoi] = React.useState(false);
  const [radius, setRadius] = React.useState(30);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <FormControlLabel
          control={<Switch checked={disableVoronoi} onChange={(event) => setDisableVoronoi(event.target.checked)} />}
          label="disableVoronoi"
        />
        <Stack sx={{ minWidth: 220 }}>
          <Typography id="voronoi-radius-label" variant="body2">
            voronoiMaxRadius: {radius}px
          </Typography>
          <Slider
            value={radius}
            min={5}
            max={100}
            disabled={disableVoronoi}
            onChange={(_event, value) => setRadius(value)}
            aria-labelledby="voronoi-radius-label"
          />
        </Stack>
      </Stack>
      <ScatterChart
        height={300}
        series={[{ data: points, label: 'Samples', highlightScope: { highlight: 'item', fade: 'global' } }]}
        disableVoronoi={disableVoronoi}
        voronoiMaxRadius={radius}
        hideLegend
      />
    </Stack>
  );
}
