import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridLongTextCell,
  GridRenderCellParams,
} from '@mui/x-data-grid';

interface Review {
  id: number;
  product: string;
  review: string;
}

const rows: Review[] = [
  {
    id: 1,
    product: 'Trail running shoes',
    review:
      'Great grip on wet rocks and roots. The toe box is roomy, so my feet did not swell on long runs. After 400 km the sole shows some wear near the heel, but nothing that affects the ride.',
  },
  {
    id: 2,
    product: 'Insulated bottle',
    review:
      'Keeps water cold for a full day in the car. The lid is hard to clean and the paint chipped after one drop on concrete.',
  },
  {
    id: 3,
    product: 'Headlamp',
    review: 'Bright, light and the battery lasts a whole weekend.',
  },
];

function countWords(text: string | null) {
  return text ? text.trim().split(/\s+/).length : 0;
}

// The popup shows the review as paragraphs with a word count under it.
function renderReviewContent(value: string | null) {
  return (
    <Box sx={{ maxWidth: 360 }}>
      {(value ?? '').split('. ').map((sentence, index) => (
        <Typography key={index} variant="body2" sx={{ mb: 1 }}>
          {sentence.endsWith('.') ? sentence : `${sentence}.`}
        </Typography>
      ))}
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {countWords(value)} words
      </Typography>
    </Box>
  );
}

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 180 },
  {
    field: 'review',
    headerName: 'Review',
    type: 'longText',
    flex: 1,
    minWidth: 240,
    renderCell: (params: GridRenderCellParams<Review, string | null>) => (
      <GridLongTextCell {...params} renderContent={renderReviewContent} />
    ),
  },
];

export default function ColumnRecipesLongText() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
