import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { TablePaginationActionsProps } from '@mui/material/TablePaginationActions';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import LastPageIcon from '@mui/icons-material/LastPage';

function PaginationActions({
  count,
  page,
  rowsPerPage,
  onPageChange,
}: TablePaginationActionsProps) {
  const lastPage = Math.max(0, Math.ceil(count / rowsPerPage) - 1);

  return (
    <Box sx={{ flexShrink: 0, ml: 2.5 }}>
      <IconButton
        onClick={(event) => onPageChange(event, 0)}
        disabled={page === 0}
        aria-label="First page"
      >
        <FirstPageIcon />
      </IconButton>
      <IconButton
        onClick={(event) => onPageChange(event, page - 1)}
        disabled={page === 0}
        aria-label="Previous page"
      >
        <KeyboardArrowLeft />
      </IconButton>
      <IconButton
        onClick={(event) => onPageChange(event, page + 1)}
        disabled={page >= lastPage}
        aria-label="Next page"
      >
        <KeyboardArrowRight />
      </IconButton>
      <IconButton
        onClick={(event) => onPageChange(event, lastPage)}
        disabled={page >= lastPage}
        aria-label="Last page"
      >
        <LastPageIcon />
      </IconButton>
    </Box>
  );
}

const books = [
  { title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969 },
  { title: 'Beloved', author: 'Toni Morrison', year: 1987 },
  { title: 'Things Fall Apart', author: 'Chinua Achebe', year: 1958 },
  { title: 'The Remains of the Day', author: 'Kazuo Ishiguro', year: 1989 },
  {
    title: 'One Hundred Years of Solitude',
    author: 'Gabriel García Márquez',
    year: 1967,
  },
  { title: 'The Master and Margarita', author: 'Mikhail Bulgakov', year: 1967 },
  { title: 'Wide Sargasso Sea', author: 'Jean Rhys', year: 1966 },
  { title: 'The God of Small Things', author: 'Arundhati Roy', year: 1997 },
  { title: 'Pedro Páramo', author: 'Juan Rulfo', year: 1955 },
  { title: 'Kindred', author: 'Octavia E. Butler', year: 1979 },
  {
    title: 'The Unbearable Lightness of Being',
    author: 'Milan Kundera',
    year: 1984,
  },
  { title: 'Season of Migration to the North', author: 'Tayeb Salih', year: 1966 },
  { title: 'Never Let Me Go', author: 'Kazuo Ishiguro', year: 2005 },
];

export default function CustomPaginationActionsTable() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(4);

  // Keep the table's height constant on the last, shorter page.
  // rowsPerPage is -1 when the reader picks "All".
  const emptyRows =
    rowsPerPage > 0 ? Math.max(0, (1 + page) * rowsPerPage - books.length) : 0;
  const visible =
    rowsPerPage > 0
      ? books.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage)
      : books;

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Reading list" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>Title</TableCell>
            <TableCell>Author</TableCell>
            <TableCell align="right">Year</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visible.map((book) => (
            <TableRow key={book.title}>
              <TableCell component="th" scope="row">
                {book.title}
              </TableCell>
              <TableCell>{book.author}</TableCell>
              <TableCell align="right">{book.year}</TableCell>
            </TableRow>
          ))}
          {emptyRows > 0 && (
            <TableRow style={{ height: 53 * emptyRows }} aria-hidden>
              <TableCell colSpan={3} />
            </TableRow>
          )}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TablePagination
              rowsPerPageOptions={[4, 8, { label: 'All', value: -1 }]}
              colSpan={3}
              count={books.length}
              rowsPerPage={rowsPerPage}
              page={page}
              onPageChange={(_event, newPage) => setPage(newPage)}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(Number(event.target.value));
                setPage(0);
              }}
              ActionsComponent={PaginationActions}
            />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
