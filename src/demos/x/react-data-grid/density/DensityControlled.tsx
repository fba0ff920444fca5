import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridDensity } from '@mui/x-data-grid';

const rows = [
  { id: 1, airport: 'Helsinki', code: 'HEL', gates: 50 },
  { id: 2, airport: 'Singapore Changi', code: 'SIN', gates: 140 },
  { id: 3, airport: 'Cape Town', code: 'CPT', gates: 36 },
  { id: 4, airport: 'Denver', code: 'DEN', gates: 148 },
  { id: 5, airport: 'Auckland', code: 'AKL', gates: 40 },
];

const columns: GridColDef[] = [
  { field: 'airport', headerName: 'Airport', flex: 1 },
  { field: 'code', headerName: 'IATA', width: 90 },
  { field: 'gates', headerName: 'Gates', type: 'number', width: 90 },
];

export default function DensityControlled() {
  const [density, setDensity] = React.useState<GridDensity>('compact');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_event, value: GridDensity | null) => {
          if (value !== null) {
            setDensity(value);
          }
        }}
        aria-label="Density"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGrid rows={rows} columns={columns} density={density} hideFooter />
      </Box>
    </Box>
  );
}
