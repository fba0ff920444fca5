import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridAggregationModel,
  GridColDef,
} from '@mui/x-data-grid-premium';

interface Reading {
  id: number;
  station: string;
  temperature: number;
  rainfall: number;
}

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', width: 160 },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 170 },
  { field: 'rainfall', headerName: 'Rainfall (mm)', type: 'number', width: 150 },
];

const rows: Reading[] = [
  { id: 1, station: 'Harbour', temperature: 14.2, rainfall: 3.1 },
  { id: 2, station: 'Airport', temperature: 12.8, rainfall: 0 },
  { id: 3, station: 'Hilltop', temperature: 9.5, rainfall: 6.4 },
  { id: 4, station: 'University', temperature: 13.6, rainfall: 1.2 },
  { id: 5, station: 'Old town', temperature: 14.9, rainfall: 2.8 },
];

const FUNCTIONS = ['avg', 'min', 'max', 'sum'];

export default function AggregationControlled() {
  const [aggregationModel, setAggregationModel] = React.useState<GridAggregationModel>({
    temperature: 'avg',
  });

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="aggregation-temperature-label">Temperature total</InputLabel>
          <Select
            labelId="aggregation-temperature-label"
            label="Temperature total"
            value={aggregationModel.temperature ?? 'none'}
            onChange={(event) => {
              const { temperature: _previous, ...others } = aggregationModel;
              setAggregationModel(
                event.target.value === 'none'
                  ? others
                  : { ...others, temperature: event.target.value },
              );
            }}
          >
            <MenuItem value="none">none</MenuItem>
            {FUNCTIONS.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Model: <code>{JSON.stringify(aggregationModel)}</code>
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          aggregationModel={aggregationModel}
          onAggregationModelChange={(model) => setAggregationModel(model)}
        />
      </Box>
    </Stack>
  );
}
