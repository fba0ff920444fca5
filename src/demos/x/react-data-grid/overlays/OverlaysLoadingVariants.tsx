import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, GridLoadingOverlayVariant } from '@mui/x-data-grid';

interface Planet {
  id: number;
  name: string;
  moons: number;
}

const rows: Planet[] = [
  { id: 1, name: 'Mars', moons: 2 },
  { id: 2, name: 'Jupiter', moons: 95 },
  { id: 3, name: 'Saturn', moons: 146 },
  { id: 4, name: 'Uranus', moons: 28 },
];

const columns: GridColDef<Planet>[] = [
  { field: 'name', headerName: 'Planet', flex: 1 },
  { field: 'moons', headerName: 'Known moons', type: 'number', width: 140 },
];

const variants: GridLoadingOverlayVariant[] = [
  'linear-progress',
  'circular-progress',
  'skeleton',
];

export default function OverlaysLoadingVariants() {
  const [variant, setVariant] = React.useState<GridLoadingOverlayVariant>('linear-progress');
  const [withRows, setWithRows] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControl>
          <FormLabel id="loading-variant-label">Loading overlay</FormLabel>
          <RadioGroup
            row
            aria-labelledby="loading-variant-label"
            value={variant}
            onChange={(event) => setVariant(event.target.value as GridLoadingOverlayVariant)}
          >
            {variants.map((name) => (
              <FormControlLabel key={name} value={name} control={<Radio size="small" />} label={name} />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControlLabel
          control={
            <Switch checked={withRows} onChange={(event) => setWithRows(event.target.checked)} />
          }
          label="Rows already loaded"
        />
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={withRows ? rows : []}
          columns={columns}
          // Always loading here, to show the overlay; in an application this follows
          // the state of the request.
          loading
          slotProps={{ loadingOverlay: { variant, noRowsVariant: variant } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
