import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  GridColDef,
  GridRenderCellParams,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';

interface Recipe {
  id: number;
  dish: string;
  stars: number;
}

const rows: Recipe[] = [
  { id: 1, dish: 'Shakshuka', stars: 4 },
  { id: 2, dish: 'Pad thai', stars: 5 },
  { id: 3, dish: 'Ratatouille', stars: 3 },
  { id: 4, dish: 'Pierogi', stars: 4 },
];

function RatingEditCell(props: GridRenderEditCellParams<Recipe, number>) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();
  return (
    <Rating
      name={`rating-${id}`}
      value={value ?? 0}
      autoFocus
      onChange={(_event, newValue) => {
        void apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 });
      }}
      sx={{ px: 1 }}
    />
  );
}

const columns: GridColDef<Recipe>[] = [
  { field: 'dish', headerName: 'Dish', flex: 1, minWidth: 160 },
  {
    field: 'stars',
    headerName: 'Rating',
    type: 'number',
    width: 180,
    editable: true,
    display: 'flex',
    headerAlign: 'left',
    align: 'left',
    renderCell: (params: GridRenderCellParams<Recipe, number>) => (
      <Rating
        readOnly
        size="small"
        value={params.value ?? 0}
        aria-label={`${params.value ?? 0} stars`}
      />
    ),
    renderEditCell: (params) => <RatingEditCell {...params} />,
  },
];

export default function CustomColumnsRating() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
