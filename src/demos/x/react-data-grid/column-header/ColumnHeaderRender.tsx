import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ThermostatIcon from '@mui/icons-material/Thermostat';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import { DataGrid, GridColDef, GridColumnHeaderParams } from '@mui/x-data-grid';

interface Reading {
  id: number;
  city: string;
  temperature: number;
  rainfall: number;
}

const rows: Reading[] = [
  { id: 1, city: 'Lisbon', temperature: 21, rainfall: 2 },
  { id: 2, city: 'Oslo', temperature: 9, rainfall: 14 },
  { id: 3, city: 'Athens', temperature: 27, rainfall: 0 },
  { id: 4, city: 'Dublin', temperature: 13, rainfall: 9 },
];

// One header renderer shared by both measurement columns: an icon, the name, and
// the unit on a second line. `colDef` gives access to the column's own settings.
function renderMeasureHeader(
  params: GridColumnHeaderParams<Reading>,
  icon: React.ReactNode,
  unit: string,
) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, lineHeight: 1.2 }}>
      {icon}
      <span>
        <strong>{params.colDef.headerName}</strong>
        <Typography component="span" variant="caption" sx={{ display: 'block' }}>
          {unit}
        </Typography>
      </span>
    </Box>
  );
}

const columns: GridColDef<Reading>[] = [
  { field: 'city', headerName: 'City', flex: 1 },
  {
    field: 'temperature',
    headerName: 'Temperature',
    type: 'number',
    width: 170,
    renderHeader: (params) =>
      renderMeasureHeader(params, <ThermostatIcon fontSize="small" />, 'degrees Celsius'),
  },
  {
    field: 'rainfall',
    headerName: 'Rainfall',
    type: 'number',
    width: 170,
    renderHeader: (params) =>
      renderMeasureHeader(params, <WaterDropIcon fontSize="small" />, 'millimetres'),
  },
];

export default function ColumnHeaderRender() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} columnHeaderHeight={64} hideFooter />
    </Box>
  );
}
