import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';

const cities = [
  'Amsterdam',
  'Athens',
  'Barcelona',
  'Berlin',
  'Bratislava',
  'Brussels',
  'Bucharest',
  'Budapest',
  'Copenhagen',
  'Dublin',
  'Helsinki',
  'Lisbon',
  'Ljubljana',
  'Luxembourg',
  'Madrid',
  'Nicosia',
  'Paris',
  'Prague',
  'Riga',
  'Rome',
  'Sofia',
  'Stockholm',
  'Tallinn',
  'Valletta',
  'Vienna',
  'Vilnius',
  'Warsaw',
  'Zagreb',
];

export default function TablePaginationDemo() {
  // TablePagination counts pages from 0.
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);
  const visible = cities.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  return (
    <Paper variant="outlined" sx={{ maxWidth: 480 }}>
      <List dense aria-label="Capital cities" sx={{ minHeight: 10 * 36 }}>
        {visible.map((city) => (
          <ListItem key={city} divider>
            <ListItemText primary={city} />
          </ListItem>
        ))}
      </List>
      <TablePagination
        component="div"
        count={cities.length}
        page={page}
        onPageChange={(_event, newPage) => setPage(newPage)}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[5, 10]}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage="Cities per page:"
      />
    </Paper>
  );
}
