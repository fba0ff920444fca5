import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip, { tooltipClasses, TooltipProps } from '@mui/material/Tooltip';
import { styled } from '@mui/material/styles';
import {
  DataGrid,
  GridColDef,
  GridEditInputCell,
  GridPreProcessEditCellProps,
  GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Account {
  id: number;
  username: string;
  email: string;
}

const initialRows: Account[] = [
  { id: 1, username: 'otter', email: 'otter@example.com' },
  { id: 2, username: 'heron', email: 'heron@example.com' },
  { id: 3, username: 'lynx', email: 'lynx@example.com' },
];

/** Names the server already knows; the check answers after a short delay, like a request. */
const takenOnServer = ['admin', 'root', 'otter', 'heron', 'lynx'];

function checkUsername(username: string, ownName: string): Promise<string | null> {
  return new Promise((resolve) => {
    setTimeout(() => {
      if (username.length < 3) {
        resolve('At least 3 characters.');
      } else if (username !== ownName && takenOnServer.includes(username.toLowerCase())) {
        resolve(`"${username}" is already taken.`);
      } else {
        resolve(null);
      }
    }, 300);
  });
}

const ErrorTooltip = styled(({ className, ...props }: TooltipProps) => (
  <Tooltip {...props} classes={{ popper: className }} />
))(({ theme }) => ({
  [`& .${tooltipClasses.tooltip}`]: {
    backgroundColor: theme.palette.error.main,
    color: theme.palette.error.contrastText,
  },
}));

function UsernameEditCell(props: GridRenderEditCellParams<Account, string>) {
  const { error } = props;
  return (
    <ErrorTooltip open={Boolean(error)} title={typeof error === 'string' ? error : ''}>
      <Box sx={{ display: 'flex', width: '100%', height: '100%' }}>
        <GridEditInputCell {...props} />
      </Box>
    </ErrorTooltip>
  );
}

const columns: GridColDef<Account>[] = [
  {
    field: 'username',
    headerName: 'Username',
    width: 180,
    editable: true,
    // A promise is accepted: the cell shows it is validating until the answer comes.
    preProcessEditCellProps: async (params: GridPreProcessEditCellProps<string, Account>) => {
      const message = await checkUsername(params.props.value ?? '', params.row.username);
      return { ...params.props, error: message ?? false };
    },
    renderEditCell: (params) => <UsernameEditCell {...params} />,
  },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 180 },
];

export default function PersistenceServerValidation() {
  return (
    <Box sx={{ height: 250, width: '100%' }}>
      <DataGrid rows={initialRows} columns={columns} hideFooter />
    </Box>
  );
}
