import * as React from 'react';
import Alert, { AlertProps } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Member {
  id: number;
  name: string;
  team: string;
  hours: number;
}

const initialRows: Member[] = [
  { id: 1, name: 'Amara Osei', team: 'Design', hours: 32 },
  { id: 2, name: 'Jonas Weber', team: 'Platform', hours: 40 },
  { id: 3, name: 'Mei Tanaka', team: 'Research', hours: 24 },
  { id: 4, name: 'Lucas Moreau', team: 'Platform', hours: 36 },
];

const columns: GridColDef<Member>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
  { field: 'team', headerName: 'Team', width: 130, editable: true },
  { field: 'hours', headerName: 'Hours a week', type: 'number', width: 130, editable: true },
];

/** Stands in for a request to your server: it answers after a short delay. */
function saveMember(member: Member): Promise<Member> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (member.name.trim() === '') {
        reject(new Error('The server refused the change: a name is required.'));
      } else if (member.hours > 60) {
        reject(new Error(`The server refused ${member.hours} hours: the limit is 60.`));
      } else {
        // The server returns the row as stored, here with the name trimmed.
        resolve({ ...member, name: member.name.trim() });
      }
    }, 400);
  });
}

export default function PersistenceServerSide() {
  const [snackbar, setSnackbar] = React.useState<Pick<AlertProps, 'children' | 'severity'> | null>(
    null,
  );

  const processRowUpdate = React.useCallback(async (newRow: Member) => {
    const saved = await saveMember(newRow);
    setSnackbar({ children: `Saved ${saved.name}.`, severity: 'success' });
    return saved;
  }, []);

  const handleProcessRowUpdateError = React.useCallback((error: Error) => {
    setSnackbar({ children: error.message, severity: 'error' });
  }, []);

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={initialRows}
        columns={columns}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={handleProcessRowUpdateError}
        hideFooter
      />
      <Snackbar
        open={snackbar !== null}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        onClose={() => setSnackbar(null)}
        autoHideDuration={5000}
      >
        {snackbar ? <Alert {...snackbar} onClose={() => setSnackbar(null)} /> : undefined}
      </Snackbar>
    </Box>
  );
}
