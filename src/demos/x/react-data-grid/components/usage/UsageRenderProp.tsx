import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button, { ButtonProps } from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  FilterPanelTrigger,
  GridColDef,
  Toolbar,
} from '@mui/x-data-grid';

type Recipe = { id: number; dish: string; cuisine: string; minutes: number };

const rows: Recipe[] = [
  { id: 1, dish: 'Shakshuka', cuisine: 'North African', minutes: 30 },
  { id: 2, dish: 'Pad kra pao', cuisine: 'Thai', minutes: 20 },
  { id: 3, dish: 'Risotto alla milanese', cuisine: 'Italian', minutes: 40 },
  { id: 4, dish: 'Chana masala', cuisine: 'Indian', minutes: 45 },
  { id: 5, dish: 'Tortilla española', cuisine: 'Spanish', minutes: 35 },
];

const columns: GridColDef<Recipe>[] = [
  { field: 'dish', headerName: 'Dish', flex: 1 },
  { field: 'cuisine', headerName: 'Cuisine', flex: 1 },
  { field: 'minutes', headerName: 'Time (min)', type: 'number', width: 120 },
];

// A custom element receives the trigger's props (onClick, aria attributes, ref) and must spread
// them onto the element it renders.
const OutlinedButton = React.forwardRef<HTMLButtonElement, ButtonProps>(
  function OutlinedButton(props, ref) {
    return <Button ref={ref} size="small" variant="outlined" {...props} />;
  },
);

function RecipeToolbar() {
  return (
    <Toolbar style={{ gap: 8, justifyContent: 'flex-start' }}>
      {/* 1. A React element: the trigger clones it with its own props. */}
      <ColumnsPanelTrigger render={<OutlinedButton startIcon={<ViewColumnIcon />} />}>
        Columns
      </ColumnsPanelTrigger>
      {/* 2. A function: it gets the props to forward and the component's state. */}
      <FilterPanelTrigger
        render={(props, state) => (
          <OutlinedButton
            {...props}
            color={state.filterCount > 0 ? 'primary' : 'inherit'}
            startIcon={
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListIcon />
              </Badge>
            }
          >
            {state.filterCount > 0 ? `Filters (${state.filterCount})` : 'Filters'}
          </OutlinedButton>
        )}
      />
    </Toolbar>
  );
}

export default function UsageRenderProp() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: RecipeToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
