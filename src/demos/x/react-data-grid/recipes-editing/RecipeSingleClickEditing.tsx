import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellModes,
  GridCellModesModel,
  GridCellParams,
  GridColDef,
} from '@mui/x-data-grid';

interface Player {
  id: number;
  name: string;
  position: string;
  goals: number;
}

const rows: Player[] = [
  { id: 1, name: 'Ifeoma Eze', position: 'Forward', goals: 14 },
  { id: 2, name: 'Sara Lindqvist', position: 'Midfield', goals: 6 },
  { id: 3, name: 'Mia Costa', position: 'Defence', goals: 1 },
];

const columns: GridColDef<Player>[] = [
  { field: 'name', headerName: 'Name', flex: 1, editable: true },
  {
    field: 'position',
    headerName: 'Position',
    type: 'singleSelect',
    valueOptions: ['Goalkeeper', 'Defence', 'Midfield', 'Forward'],
    width: 140,
    editable: true,
  },
  { field: 'goals', headerName: 'Goals', type: 'number', width: 100, editable: true },
];

export default function RecipeSingleClickEditing() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  const handleCellClick = React.useCallback(
    (params: GridCellParams, event: React.MouseEvent) => {
      if (!params.isEditable || params.cellMode === 'edit') {
        return;
      }
      // Ignore clicks that come from outside the cell, such as a select's menu in a portal.
      if (!event.currentTarget.contains(event.target as Element)) {
        return;
      }
      setCellModesModel((previous) => ({
        // Saves every other cell of every row...
        ...Object.fromEntries(
          Object.keys(previous).map((id) => [
            id,
            Object.fromEntries(
              Object.keys(previous[id] ?? {}).map((field) => [field, { mode: GridCellModes.View }]),
            ),
          ]),
        ),
        // ...and opens the clicked one.
        [params.id]: {
          ...Object.fromEntries(
            Object.keys(previous[params.id] ?? {}).map((field) => [
              field,
              { mode: GridCellModes.View },
            ]),
          ),
          [params.field]: { mode: GridCellModes.Edit },
        },
      }));
    },
    [],
  );

  return (
    <Box sx={{ height: 250, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
        hideFooter
      />
    </Box>
  );
}
