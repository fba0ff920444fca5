import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import {
  AiAssistantPanelTrigger,
  DataGridPremium,
  GridAiAssistantPanel,
  GridColDef,
  PromptResponse,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid-premium';

type Ticket = { id: number; title: string; priority: string; team: string; age: number };

const rows: Ticket[] = [
  { id: 1, title: 'Login page times out', priority: 'High', team: 'Web', age: 3 },
  { id: 2, title: 'Export misses a column', priority: 'Medium', team: 'Data', age: 8 },
  { id: 3, title: 'Push notifications late', priority: 'High', team: 'Mobile', age: 1 },
  { id: 4, title: 'Typo in the invoice', priority: 'Low', team: 'Web', age: 12 },
  { id: 5, title: 'Crash on rotation', priority: 'High', team: 'Mobile', age: 5 },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  { field: 'team', headerName: 'Team', width: 100 },
  { field: 'age', headerName: 'Age (days)', type: 'number', width: 110 },
];

// A stand-in for the language model, so that the demo runs without a service:
// it understands a team name and the word "oldest".
function answerPrompt(prompt: string): Promise<PromptResponse> {
  const text = prompt.toLowerCase();
  const team = ['Web', 'Data', 'Mobile'].find((name) => text.includes(name.toLowerCase()));
  return Promise.resolve({
    conversationId: 'local',
    select: -1,
    filters: team ? [{ column: 'team', operator: 'equals', value: team }] : [],
    aggregation: {},
    sorting: text.includes('oldest') ? [{ column: 'age', direction: 'desc' }] : [],
    grouping: [],
    pivoting: {},
    chart: null,
  });
}

function AssistantToolbar() {
  return (
    <Toolbar>
      <Tooltip title="AI Assistant">
        <AiAssistantPanelTrigger render={<ToolbarButton />}>
          <AutoAwesomeIcon fontSize="small" />
        </AiAssistantPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

export default function AiAssistantPanelTriggerBasic() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aiAssistant
        onPrompt={answerPrompt}
        aiAssistantSuggestions={[{ value: 'Mobile tickets, oldest first' }, { value: 'Web' }]}
        slots={{ toolbar: AssistantToolbar, aiAssistantPanel: GridAiAssistantPanel }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
