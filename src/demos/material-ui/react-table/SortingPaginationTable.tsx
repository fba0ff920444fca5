import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';

interface City {
  name: string;
  country: string;
  population: number;
  area: number;
}

const cities: City[] = [
  { name: 'Lisbon', country: 'Portugal', population: 545796, area: 100 },
  { name: 'Oslo', country: 'Norway', population: 717710, area: 454 },
  { name: 'Vienna', country: 'Austria', population: 2005760, area: 415 },
  { name: 'Dublin', country: 'Ireland', population: 592713, area: 118 },
  { name: 'Prague', country: 'Czechia', population: 1384732, area: 496 },
  { name: 'Helsinki', country: 'Finland', population: 674963, area: 214 },
  { name: 'Copenhagen', country: 'Denmark', population: 660842, area: 88 },
  { name: 'Tallinn', country: 'Estonia', population: 461695, area: 159 },
  { name: 'Ljubljana', country: 'Slovenia', population: 298482, area: 164 },
  { name: 'Valletta', country: 'Malta', population: 5157, area: 1 },
  { name: 'Reykjavik', country: 'Iceland', population: 139875, area: 273 },
  { name: 'Bern', country: 'Switzerland', population: 146121, area: 52 },
];

type SortKey = keyof City;
type Order = 'asc' | 'desc';

const columns: { key: SortKey; label: string; numeric: boolean }[] = [
  { key: 'name', label: 'City', numeric: false },
  { key: 'country', label: 'Country', numeric: false },
  { key: 'population', label: 'Population', numeric: true },
  { key: 'area', label: 'Area (km²)', numeric: true },
];

const numberFormat = new Intl.NumberFormat('en-US');

function compare(a: City, b: City, key: SortKey): number {
  const x = a[key];
  const y = b[key];
  if (typeof x === 'number' && typeof y === 'number') {
    return x - y;
  }
  return String(x).localeCompare(String(y), 'en');
}

export default function SortingPaginationTable() {
  const [orderBy, setOrderBy] = React.useState<SortKey>('population');
  const [order, setOrder] = React.useState<Order>('desc');
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  const handleSort = (key: SortKey) => {
    const isAsc = orderBy === key && order === 'asc';
    setOrder(isAsc ? 'desc' : 'asc');
    setOrderBy(key);
    setPage(0);
  };

  const handleRowsPerPageChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setRowsPerPage(Number(event.target.value));
    setPage(0);
  };

  const visibleRows = React.useMemo(() => {
    const sign = order === 'asc' ? 1 : -1;
    return [...cities]
      .sort((a, b) => sign * compare(a, b, orderBy))
      .slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);
  }, [order, orderBy, page, rowsPerPage]);

  return (
    <Paper variant="outlined" sx={{ width: '100%' }}>
      <TableContainer>
        <Table aria-label="European capitals" sx={{ minWidth: 520 }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={orderBy === column.key ? order : false}
                >
                  <TableSortLabel
                    active={orderBy === column.key}
                    direction={orderBy === column.key ? order : 'asc'}
                    onClick={() => handleSort(column.key)}
                  >
                    {column.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {visibleRows.map((city) => (
              <TableRow key={city.name} hover>
                <TableCell component="th" scope="row">
                  {city.name}
                </TableCell>
                <TableCell>{city.country}</TableCell>
                <TableCell align="right">
                  {numberFormat.format(city.population)}
                </TableCell>
                <TableCell align="right">{numberFormat.format(city.area)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={cities.length}
        page={page}
        onPageChange={(_event, newPage) => setPage(newPage)}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[5, 10, 25]}
        onRowsPerPageChange={handleRowsPerPageChange}
      />
    </Paper>
  );
}
