import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridColDef,
  GridFilterInputValueProps,
  GridFilterOperator,
  getGridNumericOperators,
} from '@mui/x-data-grid';

interface Flat {
  id: number;
  address: string;
  rooms: number;
  rent: number;
}

const rows: Flat[] = [
  { id: 1, address: '12 Mill Lane', rooms: 2, rent: 950 },
  { id: 2, address: '4 Quay Street', rooms: 1, rent: 720 },
  { id: 3, address: '88 Park Road', rooms: 3, rent: 1400 },
  { id: 4, address: '7 Orchard Close', rooms: 2, rent: 1100 },
  { id: 5, address: '31 Station Hill', rooms: 4, rent: 1850 },
  { id: 6, address: '2 Bridge Row', rooms: 1, rent: 640 },
];

type Range = [number | undefined, number | undefined];

function toNumber(text: string): number | undefined {
  return text === '' ? undefined : Number(text);
}

function RangeInputValue(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;
  const [from, to] = (Array.isArray(item.value) ? item.value : [undefined, undefined]) as Range;

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', height: 48, pl: 1 }}>
      <TextField
        label="From"
        type="number"
        variant="standard"
        size="small"
        value={from ?? ''}
        inputRef={focusElementRef}
        onChange={(event) => applyValue({ ...item, value: [toNumber(event.target.value), to] })}
        sx={{ width: 80 }}
      />
      <TextField
        label="To"
        type="number"
        variant="standard"
        size="small"
        value={to ?? ''}
        onChange={(event) => applyValue({ ...item, value: [from, toNumber(event.target.value)] })}
        sx={{ width: 80 }}
      />
    </Box>
  );
}

const betweenOperator: GridFilterOperator<Flat, number> = {
  label: 'between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    if (!Array.isArray(filterItem.value)) {
      return null;
    }
    const [from, to] = filterItem.value as Range;
    if (from === undefined && to === undefined) {
      return null;
    }
    return (value) =>
      (from === undefined || value >= from) && (to === undefined || value <= to);
  },
  InputComponent: RangeInputValue,
  getValueAsString: (value: Range) => `${value[0] ?? '…'} to ${value[1] ?? '…'}`,
};

const columns: GridColDef<Flat>[] = [
  { field: 'address', headerName: 'Address', flex: 1 },
  { field: 'rooms', headerName: 'Rooms', type: 'number', width: 100 },
  {
    field: 'rent',
    headerName: 'Rent (EUR)',
    type: 'number',
    width: 130,
    // The built-in numeric operators, plus "between".
    filterOperators: [...getGridNumericOperators(), betweenOperator],
  },
];

export default function FilterBetweenOperator() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'rent', operator: 'between', value: [700, 1200] }] },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
