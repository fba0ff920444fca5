import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
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

// Answers one level of the tree: the children of the folder named by `groupKeys` (the root when empty).
function fetchLevel(params: GridGetRowsParams & { groupKeys?: string[] }): Promise<GridGetRowsResponse> {
  const parent = params.groupKeys ?? [];
  const rows: Row[] = ENTRIES.filter((entry) => isChildOf(entry, parent)).map((entry) => ({
    id: entry.path.join('/'),
    name: entry.name,
    sizeKb: entry.sizeKb,
    childrenCount: ENTRIES.filter((other) => isChildOf(other, entry.path)).length,
  }));
  const [sort] = params.sortModel;
  if (sort) {
    const field = sort.field as keyof Row;
    const direction = sort.sort === 'desc' ? -1 : 1;
    rows.sort((a, b) => (a[field] > b[field] ? direction : a[field] < b[field] ? -direction : 0));
  }
  return new Promise((resolve) => {
    setTimeout(() => resolve({ rows, rowCount: rows.length }), 400);
  });
}

const columns: GridColDef<Row>[] = [
  { field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 130 },
];

export default function ServerSideTreeDataExpansion() {
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: fetchLevel,
      // The key of a row in `groupKeys` when its children are requested.
      getGroupKey: (row) => String(row.name),
      // How many children a row has: 0 for a file, so it gets no expand button.
      getChildrenCount: (row) => Number(row.childrenCount),
    }),
    [],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        columns={columns}
        dataSource={dataSource}
        treeData
        groupingColDef={{ headerName: 'Name', width: 260 }}
        // Opens the folders named "Documents" or "Taxes" as soon as they load, fetching their children.
        isGroupExpandedByDefault={(node) =>
          node.groupingKey === 'Documents' || node.groupingKey === 'Taxes'
        }
        hideFooter
      />
    </Box>
  );
}
