import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

interface Entry {
  path: string[];
  name: string;
  sizeKb: number;
}

// The files and folders on the "server": each path lists the names from the root.
const ENTRIES: Entry[] = [
  { path: ['Documents'], name: 'Documents', sizeKb: 0 },
  { path: ['Documents', 'Taxes'], name: 'Taxes', sizeKb: 0 },
  { path: ['Documents', 'Taxes', '2023.pdf'], name: '2023.pdf', sizeKb: 820 },
  { path: ['Documents', 'Taxes', '2024.pdf'], name: '2024.pdf', sizeKb: 910 },
  { path: ['Documents', 'Resume.docx'], name: 'Resume.docx', sizeKb: 64 },
  { path: ['Photos'], name: 'Photos', sizeKb: 0 },
  { path: ['Photos', 'Holidays'], name: 'Holidays', sizeKb: 0 },
  { path: ['Photos', 'Holidays', 'Beach.jpg'], name: 'Beach.jpg', sizeKb: 3400 },
  { path: ['Photos', 'Holidays', 'Mountains.jpg'], name: 'Mountains.jpg', sizeKb: 2900 },
  { path: ['Photos', 'Cat.png'], name: 'Cat.png', sizeKb: 1200 },
  { path: ['Music'], name: 'Music', sizeKb: 0 },
  { path: ['Music', 'Demo.mp3'], name: 'Demo.mp3', sizeKb: 5100 },
  { path: ['Notes.txt'], name: 'Notes.txt', sizeKb: 2 },
];

interface Row {
  id: string;
  name: string;
  sizeKb: number;
  childrenCount: number;
}

const isChildOf = (entry: Entry, parent: string[]) =>
  entry.path.length === parent.length + 1 && parent.every((key, index) => entry.path[index] === key);

export default function ServerSideTreeDataErrors() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('Expand "Photos": its first request fails.');
  const failuresLeft = React.useRef(1);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: (params: GridGetRowsParams & { groupKeys?: string[] }): Promise<GridGetRowsResponse> => {
        const parent = params.groupKeys ?? [];
        return new Promise((resolve, reject) => {
          setTimeout(() => {
            if (parent[0] === 'Photos' && failuresLeft.current > 0) {
              failuresLeft.current -= 1;
              reject(new Error('Could not list "Photos": timeout.'));
              return;
            }
            const rows: Row[] = ENTRIES.filter((entry) => isChildOf(entry, parent)).map((entry) => ({
              id: entry.path.join('/'),
              name: entry.name,
              sizeKb: entry.sizeKb,
              childrenCount: ENTRIES.filter((other) => isChildOf(other, entry.path)).length,
            }));
            resolve({ rows, rowCount: rows.length });
          }, 400);
        });
      },
      getGroupKey: (row) => String(row.name),
      getChildrenCount: (row) => Number(row.childrenCount),
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            setMessage('Retrying "Photos"...');
            void apiRef.current?.dataSource.fetchRows('Photos');
          }}
        >
          Retry Photos
        </Button>
        <Typography variant="body2" role="status">
          {message}
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          treeData
          groupingColDef={{ headerName: 'Name', width: 260 }}
          onDataSourceError={(error) => setMessage(error.message)}
          hideFooter
        />
      </Box>
    </Stack>
  );
}

const columns: GridColDef<Row>[] = [
  { field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 130 },
];
