import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';

interface Recipe {
  id: number;
  dish: string;
  cuisine: string;
  minutes: number;
}

const rows: Recipe[] = [
  { id: 1, dish: 'Shakshuka', cuisine: 'North African', minutes: 30 },
  { id: 2, dish: 'Pad thai', cuisine: 'Thai', minutes: 25 },
  { id: 3, dish: 'Risotto ai funghi', cuisine: 'Italian', minutes: 45 },
  { id: 4, dish: 'Tom yum soup', cuisine: 'Thai', minutes: 35 },
  { id: 5, dish: 'Pasta e fagioli', cuisine: 'Italian', minutes: 40 },
  { id: 6, dish: 'Jollof rice', cuisine: 'West African', minutes: 60 },
];

const columns: GridColDef<Recipe>[] = [
  { field: 'dish', headerName: 'Dish', flex: 1 },
  { field: 'cuisine', headerName: 'Cuisine', width: 140 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

export default function FilteringRecipeQuickFilterOutside() {
  const [search, setSearch] = React.useState('');

  // The grid's quick filter reads the words typed in the search field of the page header.
  const filterModel = React.useMemo<GridFilterModel>(
    () => ({ items: [], quickFilterValues: search.split(' ').filter((word) => word !== '') }),
    [search],
  );

  return (
    <Paper variant="outlined" sx={{ width: '100%', p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h6" component="p">
          Weeknight recipes
        </Typography>
        <TextField
          size="small"
          type="search"
          placeholder="Search recipes"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': 'Search recipes' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          // The filter panel is not used here; the field above owns the model.
          disableColumnFilter
          hideFooter
        />
      </Box>
    </Paper>
  );
}
