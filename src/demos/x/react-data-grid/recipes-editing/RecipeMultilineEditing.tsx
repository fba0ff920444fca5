import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Speaker {
  id: number;
  name: string;
  bio: string;
}

const rows: Speaker[] = [
  {
    id: 1,
    name: 'Nadia Rahman',
    bio: 'Builds accessible design systems.\nPreviously led the front-end guild at a public broadcaster.',
  },
  {
    id: 2,
    name: 'Jakob Lind',
    bio: 'Database engineer.\nWrites about query planners, indexes and the occasional outage post-mortem.',
  },
  {
    id: 3,
    name: 'Carmen Ortega',
    bio: 'Teaches TypeScript to data scientists.',
  },
];

const columns: GridColDef<Speaker>[] = [
  { field: 'name', headerName: 'Name', width: 160, editable: true },
  // The longText type shows the text on one line and edits it in a text area over the cell.
  { field: 'bio', headerName: 'Bio', type: 'longText', flex: 1, minWidth: 260, editable: true },
];

export default function RecipeMultilineEditing() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
