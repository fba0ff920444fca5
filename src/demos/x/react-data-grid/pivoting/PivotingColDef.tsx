import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColDef,
  GridInitialState,
} from '@mui/x-data-grid-premium';

interface Result {
  id: number;
  school: string;
  subject: string;
  year: string;
  score: number;
}

const columns: GridColDef<Result>[] = [
  { field: 'school', headerName: 'School', width: 150 },
  { field: 'subject', headerName: 'Subject', width: 120 },
  { field: 'year', headerName: 'Year', width: 90 },
  { field: 'score', headerName: 'Score', type: 'number', width: 100 },
];

const rows: Result[] = [
  { id: 1, school: 'Northgate', subject: 'Maths', year: '2023', score: 71 },
  { id: 2, school: 'Northgate', subject: 'Maths', year: '2024', score: 76 },
  { id: 3, school: 'Northgate', subject: 'Reading', year: '2023', score: 82 },
  { id: 4, school: 'Northgate', subject: 'Reading', year: '2024', score: 80 },
  { id: 5, school: 'Westfield', subject: 'Maths', year: '2023', score: 64 },
  { id: 6, school: 'Westfield', subject: 'Maths', year: '2024', score: 69 },
  { id: 7, school: 'Westfield', subject: 'Reading', year: '2023', score: 75 },
  { id: 8, school: 'Westfield', subject: 'Reading', year: '2024', score: 79 },
];

// Called for each generated value column with the source field and the path of its column groups.
const pivotingColDef = (field: string, columnGroupPath: string[]) => ({
  width: 110,
  headerAlign: 'center' as const,
  align: 'center' as const,
  description: `Average ${field} for ${columnGroupPath.join(' / ')}`,
});

const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    model: {
      rows: [{ field: 'school' }],
      columns: [
        { field: 'subject', sort: 'asc' },
        { field: 'year', sort: 'asc' },
      ],
      values: [{ field: 'score', aggFunc: 'avg' }],
    },
  },
};

export default function PivotingColDef() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={initialState}
        pivotingColDef={pivotingColDef}
        columnGroupHeaderHeight={36}
        showToolbar
      />
    </Box>
  );
}
