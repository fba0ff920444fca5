import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  GridColDef,
  GridRenderCellParams,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';

interface Review {
  id: number;
  place: string;
  rating: number;
}

const rows: Review[] = [
  { id: 1, place: 'Harbour café', rating: 4 },
  { id: 2, place: 'Night market', rating: 5 },
  { id: 3, place: 'Train station bakery', rating: 2 },
  { id: 4, place: 'Hilltop noodle bar', rating: 3 },
];

function RatingEditCell(props: GridRenderEditCellParams<Review, number>) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLElement>(null);

  // Moves the keyboard focus into the editor when the cell enters edit mode.
  React.useLayoutEffect(() => {
    if (hasFocus) {
      ref.current?.querySelector<HTMLInputElement>(`input[value="${value}"]`)?.focus();
    }
  }, [hasFocus, value]);

  const handleChange = (_event: React.SyntheticEvent, newValue: number | null) => {
    // Writes the new value in the edit state; it is saved when the cell leaves edit mode.
    void apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 });
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', px: 1 }}>
      <Rating ref={ref} name={`rating-${id}`} value={value ?? 0} onChange={handleChange} />
    </Box>
  );
}

const columns: GridColDef<Review>[] = [
  { field: 'place', headerName: 'Place', flex: 1, minWidth: 160 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 180,
    editable: true,
    align: 'left',
    headerAlign: 'left',
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Review, number>) => (
      <Rating readOnly value={params.value ?? 0} size="small" />
    ),
    renderEditCell: (params) => <RatingEditCell {...params} />,
  },
];

export default function CustomEditRating() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
