import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPremium,
  GridCellSelectionModel,
  GridColDef,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

interface Month {
  id: number;
  month: string;
  north: number;
  south: number;
  east: number;
  west: number;
}

const rows: Month[] = [
  { id: 1, month: 'January', north: 120, south: 95, east: 143, west: 88 },
  { id: 2, month: 'February', north: 132, south: 101, east: 150, west: 90 },
  { id: 3, month: 'March', north: 128, south: 110, east: 162, west: 97 },
  { id: 4, month: 'April', north: 141, south: 118, east: 158, west: 104 },
  { id: 5, month: 'May', north: 150, south: 125, east: 171, west: 112 },
  { id: 6, month: 'June', north: 162, south: 131, east: 180, west: 119 },
];

const columns: GridColDef<Month>[] = [
  { field: 'month', headerName: 'Month', width: 120 },
  { field: 'north', headerName: 'North', type: 'number', width: 100 },
  { field: 'south', headerName: 'South', type: 'number', width: 100 },
  { field: 'east', headerName: 'East', type: 'number', width: 100 },
  { field: 'west', headerName: 'West', type: 'number', width: 100 },
];

const numericFields = ['north', 'south', 'east', 'west'];

export default function CellSelectionFormula() {
  const apiRef = useGridApiRef();
  const [cellSelectionModel, setCellSelectionModel] = React.useState<GridCellSelectionModel>({
    2: { north: true, south: true },
    3: { north: true, south: true },
  });
  const [value, setValue] = React.useState('100');

  // Only the number cells can receive the value.
  const targets = Object.entries(cellSelectionModel).flatMap(([id, fields]) =>
    Object.entries(fields)
      .filter(([field, selected]) => selected && numericFields.includes(field))
      .map(([field]) => ({ id: Number(id), field })),
  );

  const apply = () => {
    const updates = new Map<number, Partial<Month> & { id: number }>();
    targets.forEach(({ id, field }) => {
      updates.set(id, { ...updates.get(id), id, [field]: Number(value) });
    });
    apiRef.current?.updateRows(Array.from(updates.values()));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          type="number"
          label={`Value for ${targets.length} selected cell(s)`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          sx={{ width: 240 }}
        />
        <Button
          variant="contained"
          onClick={apply}
          disabled={targets.length === 0 || value === ''}
        >
          Apply
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellSelection
          cellSelectionModel={cellSelectionModel}
          onCellSelectionModelChange={setCellSelectionModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
