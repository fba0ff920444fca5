import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellEditStartParams,
  GridCellEditStopParams,
  GridColDef,
} from '@mui/x-data-grid';

interface City {
  id: number;
  city: string;
  population: number;
}

const rows: City[] = [
  { id: 1, city: 'Lisbon', population: 545000 },
  { id: 2, city: 'Kraków', population: 804000 },
  { id: 3, city: 'Busan', population: 3349000 },
];

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1, editable: true },
  { field: 'population', headerName: 'Population', type: 'number', width: 150, editable: true },
];

export default function EditingEventsLog() {
  const [events, setEvents] = React.useState<string[]>([]);

  const add = (line: string) => setEvents((previous) => [line, ...previous].slice(0, 6));

  const handleCellEditStart = (params: GridCellEditStartParams<City>) => {
    add(`cellEditStart: ${params.row.city} / ${params.field} (reason: ${params.reason})`);
  };

  const handleCellEditStop = (params: GridCellEditStopParams<City>) => {
    add(`cellEditStop: ${params.row.city} / ${params.field} (reason: ${params.reason})`);
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 250, flex: 1, minWidth: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onCellEditStart={handleCellEditStart}
          onCellEditStop={handleCellEditStop}
          hideFooter
        />
      </Box>
      <Paper variant="outlined" sx={{ flex: 1, minWidth: 0, p: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle2">Events, newest first</Typography>
          <Button size="small" onClick={() => setEvents([])}>
            Clear
          </Button>
        </Stack>
        <List dense aria-label="Editing events">
          {events.length === 0 ? (
            <ListItem>
              <ListItemText secondary="Double-click a cell, type a letter, press Enter or Escape." />
            </ListItem>
          ) : (
            events.map((line, index) => (
              <ListItem key={`${events.length - index}`}>
                <ListItemText
                  primary={line}
                  slotProps={{ primary: { sx: { fontFamily: 'monospace', fontSize: 12 } } }}
                />
              </ListItem>
            ))
          )}
        </List>
      </Paper>
    </Stack>
  );
}
