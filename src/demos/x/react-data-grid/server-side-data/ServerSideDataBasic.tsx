import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridFilterItem,
  GridGetRowsParams,
  GridGetRowsResponse,
} from '@mui/x-data-grid';

interface City {
  id: number;
  name: string;
  country: string;
  population: number;
}

const CITIES: City[] = [
  { id: 1, name: 'Lisbon', country: 'Portugal', population: 545000 },
  { id: 2, name: 'Porto', country: 'Portugal', population: 232000 },
  { id: 3, name: 'Madrid', country: 'Spain', population: 3332000 },
  { id: 4, name: 'Valencia', country: 'Spain', population: 792000 },
  { id: 5, name: 'Seville', country: 'Spain', population: 684000 },
  { id: 6, name: 'Lyon', country: 'France', population: 522000 },
  { id: 7, name: 'Nantes', country: 'France', population: 320000 },
  { id: 8, name: 'Paris', country: 'France', population: 2102000 },
  { id: 9, name: 'Turin', country: 'Italy', population: 848000 },
  { id: 10, name: 'Bologna', country: 'Italy', population: 391000 },
  { id: 11, name: 'Naples', country: 'Italy', population: 914000 },
  { id: 12, name: 'Ghent', country: 'Belgium', population: 265000 },
];

function matches(city: City, item: GridFilterItem): boolean {
  const cell = city[item.field as keyof City];
  if (item.value === undefined || item.value === '') {
    return true;
  }
  const value = String(item.value).toLowerCase();
  const text = String(cell).toLowerCase();
  switch (item.operator) {
    case 'contains':
      return text.includes(value);
    case 'equals':
    case '=':
      return text === value;
    case 'startsWith':
      return text.startsWith(value);
    case '>':
      return Number(cell) > Number(item.value);
    case '<':
      return Number(cell) < Number(item.value);
    default:
      return true;
  }
}

// Stands in for a server: filters, sorts and pages the fixed list, then answers after a short delay.
function fetchCities(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  let result = CITIES.filter((city) => params.filterModel.items.every((item) => matches(city, item)));
  const quickValues = (params.filterModel.quickFilterValues ?? []).map((value) => String(value).toLowerCase());
  result = result.filter((city) =>
    quickValues.every((value) => `${city.name} ${city.country}`.toLowerCase().includes(value)),
  );
  const [sort] = params.sortModel;
  if (sort) {
    const field = sort.field as keyof City;
    const direction = sort.sort === 'desc' ? -1 : 1;
    result = [...result].sort((a, b) => (a[field] > b[field] ? direction : a[field] < b[field] ? -direction : 0));
  }
  const { page = 0, pageSize = 5 } = params.paginationModel ?? {};
  const rows = result.slice(page * pageSize, (page + 1) * pageSize);
  return new Promise((resolve) => {
    setTimeout(() => resolve({ rows, rowCount: result.length }), 400);
  });
}

const columns: GridColDef<City>[] = [
  { field: 'name', headerName: 'City', width: 150 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'population', headerName: 'Population', type: 'number', width: 140 },
];

export default function ServerSideDataBasic() {
  const dataSource: GridDataSource = React.useMemo(() => ({ getRows: fetchCities }), []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        columns={columns}
        dataSource={dataSource}
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
        showToolbar
      />
    </Box>
  );
}
