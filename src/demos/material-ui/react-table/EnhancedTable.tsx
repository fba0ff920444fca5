import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import DeleteIcon from '@mui/icons-material/Delete';
import { visuallyHidden } from '@mui/utils';

interface Task {
  id: number;
  title: string;
  owner: string;
  estimate: number;
}

const tasks: Task[] = [
  { id: 1, title: 'Write release notes', owner: 'Mei', estimate: 3 },
  { id: 2, title: 'Fix login redirect', owner: 'Kwame', estimate: 5 },
  { id: 3, title: 'Update privacy policy', owner: 'Ada', estimate: 2 },
  { id: 4, title: 'Migrate billing tables', owner: 'Omar', estimate: 8 },
  { id: 5, title: 'Design empty states', owner: 'Lea', estimate: 4 },
  { id: 6, title: 'Audit colour contrast', owner: 'Mei', estimate: 1 },
];

type SortKey = 'title' | 'owner' | 'estimate';
type Order = 'asc' | 'desc';

const columns: { key: SortKey; label: string; numeric: boolean }[] = [
  { key: 'title', label: 'Task', numeric: false },
  { key: 'owner', label: 'Owner', numeric: false },
  { key: 'estimate', label: 'Estimate (h)', numeric: true },
];

function compare(a: Task, b: Task, key: SortKey): number {
  const x = a[key];
  const y = b[key];
  if (typeof x === 'number' && typeof y === 'number') {
    return x - y;
  }
  return String(x).localeCompare(String(y), 'en');
}

export default function EnhancedTable() {
  const [rows, setRows] = React.useState(tasks);
  const [orderBy, setOrderBy] = React.useState<SortKey>('title');
  const [order, setOrder] = React.useState<Order>('asc');
  const [selected, setSelected] = React.useState<number[]>([]);

  const sorted = React.useMemo(() => {
    const sign = order === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => sign * compare(a, b, orderBy));
  }, [rows, order, orderBy]);

  const handleSort = (key: SortKey) => {
    setOrder(orderBy === key && order === 'asc' ? 'desc' : 'asc');
    setOrderBy(key);
  };

  const toggle = (id: number) => {
    setSelected((current) =>
      current.includes(id)
        ? current.filter((item) => item !== id)
        : [...current, id],
    );
  };

  const allSelected = rows.length > 0 && selected.length === rows.length;
  const someSelected = selected.length > 0 && !allSelected;

  return (
    <Paper variant="outlined" sx={{ width: '100%' }}>
      <Toolbar
        sx={[
          { pl: 2, pr: 1 },
          selected.length > 0 && {
            // With CSS variables, mix the current scheme's primary channel; otherwise use alpha().
            bgcolor: (theme) =>
              theme.vars
                ? `rgba(${theme.vars.palette.primary.mainChannel} / ${theme.vars.palette.action.activatedOpacity})`
                : alpha(
                    theme.palette.primary.main,
                    theme.palette.action.activatedOpacity,
                  ),
          },
        ]}
      >
        <Typography
          sx={{ flex: '1 1 100%' }}
          variant={selected.length > 0 ? 'subtitle1' : 'h6'}
          component="div"
          role="status"
        >
          {selected.length > 0 ? `${selected.length} selected` : 'Sprint tasks'}
        </Typography>
        {selected.length > 0 && (
          <Tooltip title="Delete selected tasks">
            <IconButton
              onClick={() => {
                setRows((current) =>
                  current.filter((row) => !selected.includes(row.id)),
                );
                setSelected([]);
              }}
            >
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        )}
      </Toolbar>
      <TableContainer>
        <Table aria-label="Sprint tasks" sx={{ minWidth: 520 }}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  color="primary"
                  indeterminate={someSelected}
                  checked={allSelected}
                  onChange={() =>
                    setSelected(allSelected ? [] : rows.map((row) => row.id))
                  }
                  slotProps={{ input: { 'aria-label': 'Select all tasks' } }}
                />
              </TableCell>
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
                    {orderBy === column.key ? (
                      <Box component="span" sx={visuallyHidden}>
                        {order === 'desc' ? 'sorted descending' : 'sorted ascending'}
                      </Box>
                    ) : null}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {sorted.map((row) => {
              const isSelected = selected.includes(row.id);
              const labelId = `enhanced-table-task-${row.id}`;
              return (
                <TableRow key={row.id} hover selected={isSelected}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      color="primary"
                      checked={isSelected}
                      onChange={() => toggle(row.id)}
                      slotProps={{ input: { 'aria-labelledby': labelId } }}
                    />
                  </TableCell>
                  <TableCell component="th" id={labelId} scope="row">
                    {row.title}
                  </TableCell>
                  <TableCell>{row.owner}</TableCell>
                  <TableCell align="right">{row.estimate}</TableCell>
                </TableRow>
              );
            })}
            {sorted.length === 0 && (
              <TableRow>
                <TableCell colSpan={4} align="center">
                  No tasks left.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
