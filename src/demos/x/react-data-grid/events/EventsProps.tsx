import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridEventListener,
  GridRowParams,
} from '@mui/x-data-grid';

interface Person {
  id: number;
  name: string;
  role: string;
  office: string;
}

const rows: Person[] = [
  { id: 1, name: 'Yuki', role: 'Product', office: 'Tokyo' },
  { id: 2, name: 'Marta', role: 'Engineering', office: 'Madrid' },
  { id: 3, name: 'Obi', role: 'Support', office: 'Lagos' },
];

const columns: GridColDef<Person>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'role', headerName: 'Role', flex: 1 },
  { field: 'office', headerName: 'Office', flex: 1 },
];

export default function EventsProps() {
  const [log, setLog] = React.useState<string[]>([]);
  const addEntry = (entry: string) =>
    setLog((previous) => [entry, ...previous].slice(0, 4));

  const handleRowClick = (params: GridRowParams<Person>) =>
    addEntry(`rowClick: row ${params.id} (${params.row.name})`);
  const handleCellDoubleClick: GridEventListener<'cellDoubleClick'> = (params) =>
    addEntry(`cellDoubleClick: ${params.field} = ${String(params.value)}`);
  const handleColumnHeaderClick: GridEventListener<'columnHeaderClick'> = (params) =>
    addEntry(`columnHeaderClick: ${params.field}`);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 250 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onRowClick={handleRowClick}
          onCellDoubleClick={handleCellDoubleClick}
          onColumnHeaderClick={handleColumnHeaderClick}
          hideFooter
        />
      </Box>
      <Box
        component="ul"
        sx={{
          minHeight: 100,
          mt: 1,
          mb: 0,
          pl: 3,
          fontFamily: 'monospace',
          fontSize: 13,
        }}
      >
        {log.length === 0 ? (
          <li>Click a row, double-click a cell or click a header.</li>
        ) : (
          log.map((entry, index) => <li key={`${index}-${entry}`}>{entry}</li>)
        )}
      </Box>
    </Box>
  );
}
