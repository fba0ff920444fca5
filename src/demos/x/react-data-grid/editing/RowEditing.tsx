import * as React from 'react';
import Box from '@mui/material/Box';
import CancelIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import {
  DataGrid,
  GridActionsCellItem,
  GridColDef,
  GridRowId,
  GridRowModes,
  GridRowModesModel,
} from '@mui/x-data-grid';

interface Contact {
  id: number;
  name: string;
  email: string;
  age: number;
}

const initialRows: Contact[] = [
  { id: 1, name: 'Léa Dubois', email: 'lea@example.com', age: 34 },
  { id: 2, name: 'Samir Khan', email: 'samir@example.com', age: 41 },
  { id: 3, name: 'Ingrid Holm', email: 'ingrid@example.com', age: 28 },
];

export default function RowEditing() {
  const [rows, setRows] = React.useState<Contact[]>(initialRows);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});

  const setMode = (id: GridRowId, mode: GridRowModes, ignoreModifications = false) =>
    setRowModesModel((previous) => ({
      ...previous,
      [id]: { mode, ignoreModifications },
    }));

  const columns: GridColDef<Contact>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 140, editable: true },
    { field: 'email', headerName: 'Email', flex: 1, minWidth: 180, editable: true },
    { field: 'age', headerName: 'Age', type: 'number', width: 80, editable: true },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      getActions: ({ id }) =>
        rowModesModel[id]?.mode === GridRowModes.Edit
          ? [
              <GridActionsCellItem
                key="save"
                icon={<SaveIcon />}
                label="Save"
                onClick={() => setMode(id, GridRowModes.View)}
              />,
              <GridActionsCellItem
                key="cancel"
                icon={<CancelIcon />}
                label="Cancel"
                onClick={() => setMode(id, GridRowModes.View, true)}
              />,
            ]
          : [
              <GridActionsCellItem
                key="edit"
                icon={<EditIcon />}
                label="Edit"
                onClick={() => setMode(id, GridRowModes.Edit)}
              />,
              <GridActionsCellItem
                key="delete"
                icon={<DeleteIcon />}
                label="Delete"
                onClick={() =>
                  setRows((previous) => previous.filter((row) => row.id !== id))
                }
              />,
            ],
    },
  ];

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        processRowUpdate={(newRow: Contact) => {
          setRows((previous) =>
            previous.map((row) => (row.id === newRow.id ? newRow : row)),
          );
          return newRow;
        }}
        hideFooter
      />
    </Box>
  );
}
