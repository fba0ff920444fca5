import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  GridColDef,
  PromptResponse,
} from '@mui/x-data-grid-premium';

type Order = { id: number; customer: string; country: string; status: string; amount: number };

const rows: Order[] = [
  { id: 1, customer: 'Olivia Park', country: 'Canada', status: 'Shipped', amount: 120 },
  { id: 2, customer: 'Mateo Rossi', country: 'Italy', status: 'Pending', amount: 85 },
  { id: 3, customer: 'Amina Diallo', country: 'Senegal', status: 'Shipped', amount: 240 },
  { id: 4, customer: 'Lukas Weber', country: 'Germany', status: 'Cancelled', amount: 60 },
  { id: 5, customer: 'Sara Ahmed', country: 'Canada', status: 'Pending', amount: 310 },
];

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
];

// Stands in for a language model so that the demo runs offline: it understands
// a status ("pending", "shipped", "cancelled") and "largest".
function answerPrompt(prompt: string): Promise<PromptResponse> {
  const text = prompt.toLowerCase();
  const status = ['Pending', 'Shipped', 'Cancelled'].find((value) =>
    text.includes(value.toLowerCase()),
  );
  return Promise.resolve({
    conversationId: 'local',
    select: -1,
    filters: status ? [{ column: 'status', operator: 'equals', value: status }] : [],
    aggregation: {},
    sorting: text.includes('largest') ? [{ column: 'amount', direction: 'desc' }] : [],
    grouping: [],
    pivoting: {},
    chart: null,
  });
}

export default function AiAssistantToolbar() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        aiAssistant
        onPrompt={answerPrompt}
        aiAssistantSuggestions={[{ value: 'Pending orders, largest first' }]}
        slots={{ aiAssistantPanel: GridAiAssistantPanel }}
        hideFooter
      />
    </Box>
  );
}
