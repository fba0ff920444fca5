import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  gridFilteredSortedRowEntriesSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import { BarChart } from '@mui/x-charts/BarChart';

interface City {
  id: number;
  city: string;
  country: string;
  population: number; // millions
}

const rows: City[] = [
  { id: 1, city: 'Tokyo', country: 'Japan', population: 37.1 },
  { id: 2, city: 'Delhi', country: 'India', population: 33.8 },
  { id: 3, city: 'Shanghai', country: 'China', population: 29.9 },
  { id: 4, city: 'São Paulo', country: 'Brazil', population: 22.8 },
  { id: 5, city: 'Mexico City', country: 'Mexico', population: 22.3 },
  { id: 6, city: 'Mumbai', country: 'India', population: 21.3 },
  { id: 7, city: 'Beijing', country: 'China', population: 21.8 },
  { id: 8, city: 'Osaka', country: 'Japan', population: 19.0 },
  { id: 9, city: 'Kolkata', country: 'India', population: 15.6 },
  { id: 10, city: 'Guangzhou', country: 'China', population: 14.3 },
];

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'country', headerName: 'Country', flex: 1 },
  { field: 'population', headerName: 'Population (M)', type: 'number', width: 140 },
];

export default function GridFilterDrivesChart() {
  const apiRef = useGridApiRef();
  const [visibleRows, setVisibleRows] = React.useState<City[]>(rows);

  // Called on every grid state change: keep the rows the grid shows, in its order.
  const handleStateChange = React.useCallback(() => {
    const entries = gridFilteredSortedRowEntriesSelector(apiRef);
    const next = entries.map((entry) => entry.model as City);
    setVisibleRows((previous) =>
      previous.length === next.length && previous.every((row, index) => row === next[index])
        ? previous
        : next,
    );
  }, [apiRef]);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          showToolbar
          hideFooter
          density="compact"
          onStateChange={handleStateChange}
        />
      </Box>
      <BarChart
        height={280}
        dataset={visibleRows.map((row) => ({ city: row.city, population: row.population }))}
        xAxis={[{ scaleType: 'band', dataKey: 'city' }]}
        series={[{ dataKey: 'population', label: 'Population (millions)' }]}
      />
    </Stack>
  );
}
