import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridApiPremium,
  GridColDef,
  GridEvents,
  GridFilterModel,
  GridHistoryEventHandler,
  createCellEditHistoryHandler,
  createClipboardPasteHistoryHandler,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

interface Recipe {
  id: number;
  name: string;
  cuisine: string;
  minutes: number;
}

const columns: GridColDef<Recipe>[] = [
  { field: 'name', headerName: 'Recipe', width: 200, editable: true },
  { field: 'cuisine', headerName: 'Cuisine', width: 140, editable: true },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 110, editable: true },
];

const rows: Recipe[] = [
  { id: 1, name: 'Shakshuka', cuisine: 'Tunisian', minutes: 30 },
  { id: 2, name: 'Risotto', cuisine: 'Italian', minutes: 40 },
  { id: 3, name: 'Pad thai', cuisine: 'Thai', minutes: 25 },
  { id: 4, name: 'Minestrone', cuisine: 'Italian', minutes: 50 },
  { id: 5, name: 'Green curry', cuisine: 'Thai', minutes: 35 },
];

interface FilterChange {
  before: GridFilterModel;
  after: GridFilterModel;
}

// Only filters with a value are worth a step: typing in an empty filter is not stored.
const isComplete = (model: GridFilterModel) =>
  model.items.every((item) => item.value !== undefined && item.value !== '');

function createFilterHistoryHandler(
  apiRef: React.RefObject<GridApiPremium>,
): GridHistoryEventHandler<FilterChange> {
  let previous: GridFilterModel = { items: [] };
  return {
    store: (model: GridFilterModel) => {
      if (!isComplete(model)) {
        return null;
      }
      const change = { before: previous, after: model };
      previous = model;
      return change;
    },
    undo: ({ before }) => {
      previous = before;
      apiRef.current.setFilterModel(before);
    },
    redo: ({ after }) => {
      previous = after;
      apiRef.current.setFilterModel(after);
    },
  };
}

export default function UndoRedoFilterHandler() {
  const apiRef = useGridApiRef() as React.RefObject<GridApiPremium>;

  const historyEventHandlers = React.useMemo(
    () =>
      ({
        cellEditStop: createCellEditHistoryHandler(apiRef),
        clipboardPasteEnd: createClipboardPasteHistoryHandler(apiRef),
        filterModelChange: createFilterHistoryHandler(apiRef),
      }) as Record<GridEvents, GridHistoryEventHandler>,
    [apiRef],
  );

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        showToolbar
        historyEventHandlers={historyEventHandlers}
      />
    </Box>
  );
}
