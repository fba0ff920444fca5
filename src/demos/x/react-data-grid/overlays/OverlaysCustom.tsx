import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import { DataGrid, GridColDef, GridOverlay } from '@mui/x-data-grid';

interface Message {
  id: number;
  sender: string;
  subject: string;
}

const messages: Message[] = [
  { id: 1, sender: 'Priya', subject: 'Quarterly report draft' },
  { id: 2, sender: 'Jonas', subject: 'Lunch on Friday?' },
  { id: 3, sender: 'Aiko', subject: 'Design review notes' },
];

const columns: GridColDef<Message>[] = [
  { field: 'sender', headerName: 'From', width: 140 },
  { field: 'subject', headerName: 'Subject', flex: 1 },
];

// GridOverlay centres its content over the rows area. Theme colours keep the text
// readable in light and dark mode.
function EmptyInboxOverlay() {
  return (
    <GridOverlay>
      <Stack spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <InboxIcon fontSize="large" />
        <Typography variant="body2">Your inbox is empty</Typography>
      </Stack>
    </GridOverlay>
  );
}

export default function OverlaysCustom() {
  const [rows, setRows] = React.useState<Message[]>(messages);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setRows([])}>
          Archive all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setRows(messages)}>
          Restore
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          slots={{ noRowsOverlay: EmptyInboxOverlay }}
          localeText={{ noResultsOverlayLabel: 'No message matches your search.' }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
