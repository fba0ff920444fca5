import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridListViewColDef,
  GridSortModel,
} from '@mui/x-data-grid-pro';

interface Trail {
  id: number;
  name: string;
  region: string;
  lengthKm: number;
}

const columns: GridColDef<Trail>[] = [
  { field: 'name', headerName: 'Trail', width: 200 },
  { field: 'region', headerName: 'Region', width: 150 },
  { field: 'lengthKm', headerName: 'Length (km)', type: 'number', width: 130 },
];

const rows: Trail[] = [
  { id: 1, name: 'Lakeside loop', region: 'Lowlands', lengthKm: 6.5 },
  { id: 2, name: 'Eagle ridge', region: 'Highlands', lengthKm: 14.2 },
  { id: 3, name: 'Old mill path', region: 'Lowlands', lengthKm: 3.8 },
  { id: 4, name: 'Summit trail', region: 'Highlands', lengthKm: 21 },
  { id: 5, name: 'Coastal walk', region: 'Coast', lengthKm: 9.4 },
  { id: 6, name: 'Dune crossing', region: 'Coast', lengthKm: 4.1 },
  { id: 7, name: 'Forest spur', region: 'Lowlands', lengthKm: 2.7 },
];

const listViewColumn: GridListViewColDef<Trail> = {
  field: 'trail',
  renderCell: ({ row }) => (
    <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%' }}>
      <Typography variant="body2" sx={{ fontWeight: 'medium' }}>
        {row.name}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {row.region} · {row.lengthKm} km
      </Typography>
    </Box>
  ),
};

const SORTS: Record<string, GridSortModel> = {
  name: [{ field: 'name', sort: 'asc' }],
  shortest: [{ field: 'lengthKm', sort: 'asc' }],
  longest: [{ field: 'lengthKm', sort: 'desc' }],
};

export default function ListViewSortFilter() {
  const [sortKey, setSortKey] = React.useState('name');

  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <FormControl size="small" sx={{ width: 200 }}>
        <InputLabel id="list-view-sort-label">Sort by</InputLabel>
        <Select
          labelId="list-view-sort-label"
          label="Sort by"
          value={sortKey}
          onChange={(event) => setSortKey(event.target.value)}
        >
          <MenuItem value="name">Name</MenuItem>
          <MenuItem value="shortest">Shortest first</MenuItem>
          <MenuItem value="longest">Longest first</MenuItem>
        </Select>
      </FormControl>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          listView
          listViewColumn={listViewColumn}
          rowHeight={60}
          sortModel={SORTS[sortKey]}
          showToolbar
          pagination
          pageSizeOptions={[5]}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        />
      </Box>
    </Stack>
  );
}
