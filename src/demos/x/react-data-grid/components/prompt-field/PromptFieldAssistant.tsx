import Box from '@mui/material/Box';
import SendIcon from '@mui/icons-material/Send';
import {
  DataGridPremium,
  GridColDef,
  PromptField,
  PromptFieldControl,
  PromptFieldSend,
  PromptResponse,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
} from '@mui/x-data-grid-premium';

type Car = { id: number; model: string; brand: string; range: number; price: number };

const rows: Car[] = [
  { id: 1, model: 'Ioniq 5', brand: 'Hyundai', range: 507, price: 46000 },
  { id: 2, model: 'Model 3', brand: 'Tesla', range: 554, price: 42000 },
  { id: 3, model: 'ID.4', brand: 'Volkswagen', range: 521, price: 44000 },
  { id: 4, model: 'EV6', brand: 'Kia', range: 528, price: 47000 },
  { id: 5, model: 'Megane E-Tech', brand: 'Renault', range: 470, price: 38000 },
  { id: 6, model: 'Kona Electric', brand: 'Hyundai', range: 454, price: 36000 },
];

const columns: GridColDef<Car>[] = [
  { field: 'model', headerName: 'Model', flex: 1 },
  { field: 'brand', headerName: 'Brand', flex: 1 },
  { field: 'range', headerName: 'Range (km)', type: 'number', width: 120 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 120 },
];

// Stands in for a language model: it understands "sort by <column>", "cheapest" and a brand name.
// A real app sends prompt and context to a service instead (see the AI Assistant page).
function answerPrompt(prompt: string): Promise<PromptResponse> {
  const text = prompt.toLowerCase();
  const response: PromptResponse = {
    conversationId: 'local',
    select: -1,
    filters: [],
    aggregation: {},
    sorting: [],
    grouping: [],
    pivoting: {},
    chart: null,
  };
  const brand = rows.find((row) => text.includes(row.brand.toLowerCase()))?.brand;
  if (brand) {
    response.filters.push({ column: 'brand', operator: 'equals', value: brand });
  }
  const sortColumn = columns.find((col) => {
    // "Range (km)" is asked for as "range".
    const name = (col.headerName ?? col.field).replace(/ \(.*\)$/, '').toLowerCase();
    return text.includes(`sort by ${name}`);
  });
  if (sortColumn) {
    response.sorting.push({ column: sortColumn.field, direction: 'desc' });
  } else if (text.includes('cheapest')) {
    response.sorting.push({ column: 'price', direction: 'asc' });
  }
  return Promise.resolve(response);
}

function AssistantToolbar() {
  const apiRef = useGridApiContext();
  return (
    <Toolbar>
      <PromptField
        onSubmit={(prompt) => {
          void apiRef.current.aiAssistant.processPrompt(prompt);
        }}
        style={{ display: 'flex', gap: 4, flex: 1 }}
      >
        <PromptFieldControl
          size="small"
          placeholder="Try “hyundai” or “sort by range”"
          fullWidth
        />
        <PromptFieldSend render={<ToolbarButton aria-label="Send" />}>
          <SendIcon fontSize="small" />
        </PromptFieldSend>
      </PromptField>
    </Toolbar>
  );
}

export default function PromptFieldAssistant() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aiAssistant
        onPrompt={answerPrompt}
        slots={{ toolbar: AssistantToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
