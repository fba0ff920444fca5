import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  GridColDef,
  GridFilterInputValueProps,
  GridFilterOperator,
  GridRenderCellParams,
} from '@mui/x-data-grid';

interface Hotel {
  id: number;
  hotel: string;
  city: string;
  stars: number;
}

const rows: Hotel[] = [
  { id: 1, hotel: 'Canal House', city: 'Amsterdam', stars: 4 },
  { id: 2, hotel: 'Pension Alma', city: 'Seville', stars: 2 },
  { id: 3, hotel: 'The Lantern', city: 'Edinburgh', stars: 5 },
  { id: 4, hotel: 'Fjord Lodge', city: 'Bergen', stars: 3 },
  { id: 5, hotel: 'Hotel Sakura', city: 'Kyoto', stars: 4 },
  { id: 6, hotel: 'Backpackers Inn', city: 'Lisbon', stars: 1 },
];

function StarsInputValue(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;
  const ref = React.useRef<HTMLSpanElement>(null);

  // The filter panel calls focus() on this handle when the operator is chosen.
  React.useImperativeHandle(focusElementRef, () => ({
    focus: () => {
      ref.current?.querySelector<HTMLInputElement>('input[value]:checked, input[value]')?.focus();
    },
  }));

  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', height: 48, pl: 2 }}>
      <Rating
        ref={ref}
        name="stars-filter"
        value={Number(item.value ?? 0)}
        onChange={(_event, value) => applyValue({ ...item, value: value ?? undefined })}
        aria-label="Minimum stars"
      />
    </Box>
  );
}

const atLeastOperator: GridFilterOperator<Hotel, number> = {
  label: 'at least',
  value: 'atLeast',
  // Called once per filter change; returns the test applied to each row, or null to skip the item.
  getApplyFilterFn: (filterItem) => {
    if (!filterItem.value) {
      return null;
    }
    return (value) => value >= Number(filterItem.value);
  },
  InputComponent: StarsInputValue,
  getValueAsString: (value: number) => `${value} stars`,
};

const columns: GridColDef<Hotel>[] = [
  { field: 'hotel', headerName: 'Hotel', flex: 1 },
  { field: 'city', headerName: 'City', width: 130 },
  {
    field: 'stars',
    headerName: 'Stars',
    type: 'number',
    width: 160,
    align: 'left',
    headerAlign: 'left',
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Hotel, number>) => <Rating readOnly size="small" value={params.value ?? 0} />,
    filterOperators: [atLeastOperator],
  },
];

export default function FilterCustomOperator() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'stars', operator: 'atLeast', value: 4 }] } },
        }}
        hideFooter
      />
    </Box>
  );
}
