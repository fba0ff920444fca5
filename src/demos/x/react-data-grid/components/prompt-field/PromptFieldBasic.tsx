import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import MicIcon from '@mui/icons-material/Mic';
import SendIcon from '@mui/icons-material/Send';
import {
  DataGridPremium,
  GridColDef,
  PromptField,
  PromptFieldControl,
  PromptFieldRecord,
  PromptFieldSend,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
} from '@mui/x-data-grid-premium';

type Trip = { id: number; city: string; country: string; nights: number; budget: number };

const rows: Trip[] = [
  { id: 1, city: 'Kyoto', country: 'Japan', nights: 5, budget: 1800 },
  { id: 2, city: 'Porto', country: 'Portugal', nights: 3, budget: 650 },
  { id: 3, city: 'Oaxaca', country: 'Mexico', nights: 6, budget: 900 },
  { id: 4, city: 'Tbilisi', country: 'Georgia', nights: 4, budget: 560 },
  { id: 5, city: 'Osaka', country: 'Japan', nights: 2, budget: 700 },
];

const columns: GridColDef<Trip>[] = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'country', headerName: 'Country', flex: 1 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 100 },
  { field: 'budget', headerName: 'Budget ($)', type: 'number', width: 120 },
];

function PromptToolbar() {
  const apiRef = useGridApiContext();
  const [lastPrompt, setLastPrompt] = React.useState('');

  // The field only hands over the text: here it becomes quick filter terms.
  const handleSubmit = (prompt: string) => {
    setLastPrompt(prompt);
    apiRef.current.setQuickFilterValues(prompt.split(' ').filter(Boolean));
  };

  return (
    <Toolbar style={{ justifyContent: 'space-between', gap: 8 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mx: 0.5 }} noWrap>
        {lastPrompt ? `Last prompt: “${lastPrompt}”` : 'Try “japan”'}
      </Typography>
      <PromptField onSubmit={handleSubmit} style={{ display: 'flex', gap: 4 }}>
        <PromptFieldRecord render={<ToolbarButton aria-label="Dictate" />}>
          <MicIcon fontSize="small" />
        </PromptFieldRecord>
        <PromptFieldControl size="small" placeholder="Type a prompt" />
        <PromptFieldSend render={<ToolbarButton aria-label="Send" />}>
          <SendIcon fontSize="small" />
        </PromptFieldSend>
      </PromptField>
    </Toolbar>
  );
}

export default function PromptFieldBasic() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        slots={{ toolbar: PromptToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
