import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  DataGridPremiumProps,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
  GridInitialState,
} from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  product: string;
  quarter: string;
  units: number;
  revenue: number;
}

type TextField = 'region' | 'product' | 'quarter';
type NumberField = 'units' | 'revenue';

const REGIONS = ['North', 'South', 'West'];
const PRODUCTS = ['Desk', 'Lamp', 'Chair'];
const PRICES = [240, 45, 130];
const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'];

// 36 sales, one per region, product and quarter; the figures follow from the indexes, so the
// server and the browser always agree.
const SALES: Sale[] = REGIONS.flatMap((region, r) =>
  PRODUCTS.flatMap((product, p) =>
    QUARTERS.map((quarter, q) => {
      const units = 10 + ((r * 7 + p * 5 + q * 3) % 13);
      return {
        id: r * 12 + p * 4 + q + 1,
        region,
        product,
        quarter,
        units,
        revenue: units * (PRICES[p] ?? 0),
      };
    }),
  ),
);

// The generated columns name their values `<column group keys>><value field>`: the server writes
// each value under that name and the grid reads it there (see pivotingColDef below).
const SEPARATOR = '>';

type PivotModel = NonNullable<GridGetRowsParams['pivotModel']>;
type PivotColumn = NonNullable<GridGetRowsResponse['pivotColumns']>[number];

function aggregate(rows: Sale[], field: NumberField, fn: string): number | null {
  const values = rows.map((row) => row[field]);
  if (values.length === 0) {
    return null;
  }
  if (fn === 'avg') {
    return Math.round(values.reduce((a, b) => a + b, 0) / values.length);
  }
  if (fn === 'max') {
    return Math.max(...values);
  }
  return values.reduce((a, b) => a + b, 0);
}

// The combinations of the pivot's column fields, as the column groups tree the grid expects.
function columnTree(fields: TextField[], rows: Sale[], path: string[] = []): PivotColumn[] {
  const [field, ...rest] = fields;
  if (field === undefined) {
    return [];
  }
  const values = [...new Set(rows.map((row) => row[field]))].sort();
  return values.map((value) => {
    const key = [...path, value].join(SEPARATOR);
    const children = columnTree(rest, rows.filter((row) => row[field] === value), [...path, value]);
    return children.length > 0 ? { key, group: value, children } : { key, group: value };
  });
}

// Every value column of one row: for each combination of column values, each value field.
function pivotValues(rows: Sale[], model: PivotModel): Record<string, number | null> {
  const columnFields = model.columns.map((column) => column.field as TextField);
  const result: Record<string, number | null> = {};
  const combinations = new Map<string, Sale[]>();
  for (const row of rows) {
    const key = columnFields.map((field) => row[field]).join(SEPARATOR);
    combinations.set(key, [...(combinations.get(key) ?? []), row]);
  }
  for (const [key, members] of combinations) {
    for (const value of model.values) {
      const field = value.field as NumberField;
      const name = key === '' ? field : `${key}${SEPARATOR}${field}`;
      result[name] = aggregate(members, field, value.aggFunc);
    }
  }
  return result;
}

// The "server": one level of the pivot per request. Group rows for the next row field, or the
// sales themselves under a fully opened group.
function answer(groupKeys: string[], model: PivotModel): GridGetRowsResponse {
  const rowFields = model.rows.map((row) => row.field as TextField);
  const inGroup = SALES.filter((sale) => groupKeys.every((key, depth) => sale[rowFields[depth] ?? 'region'] === key));
  const field = rowFields[groupKeys.length];
  const rows =
    field === undefined
      ? inGroup.map((sale) => ({ ...sale, ...pivotValues([sale], model) }))
      : [...new Set(inGroup.map((sale) => sale[field]))].sort().map((key) => {
          const members = inGroup.filter((sale) => sale[field] === key);
          return {
            id: [...groupKeys, key].join('/'),
            [field]: key,
            groupKey: key,
            descendantCount: members.length,
            ...pivotValues(members, model),
          };
        });
  return {
    rows,
    rowCount: rows.length,
    pivotColumns: columnTree(
      model.columns.map((column) => column.field as TextField),
      SALES,
    ),
  };
}

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'product', headerName: 'Product', width: 110 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 120 },
];

const pivotingColDef: DataGridPremiumProps['pivotingColDef'] = (field, columnGroupPath) => ({
  field: [...columnGroupPath, field].join(SEPARATOR),
  width: 110,
});

const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    model: {
      rows: [{ field: 'region' }, { field: 'product' }],
      columns: [{ field: 'quarter', sort: 'asc' }],
      values: [{ field: 'revenue', aggFunc: 'sum' }],
    },
  },
};

export default function ServerSidePivoting() {
  const [lastRequest, setLastRequest] = React.useState('No request yet.');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: (params) => {
        const model = params.pivotModel;
        const groupKeys = params.groupKeys ?? [];
        setLastRequest(
          model
            ? `rows: ${model.rows.map((row) => row.field).join(', ') || 'none'}; columns: ${
                model.columns.map((column) => column.field).join(', ') || 'none'
              }; values: ${model.values.map((value) => `${value.aggFunc} of ${value.field}`).join(', ') || 'none'}; group: ${
                groupKeys.join(' / ') || 'top level'
              }`
            : 'Pivot mode is off: plain rows.',
        );
        const response: GridGetRowsResponse = model
          ? answer(groupKeys, model)
          : { rows: SALES.map((sale) => ({ ...sale })), rowCount: SALES.length };
        return new Promise((resolve) => {
          setTimeout(() => resolve(response), 300);
        });
      },
      getGroupKey: (row) => String(row.groupKey),
      getChildrenCount: (row) => Number(row.descendantCount ?? 0),
      // A group row's value under a generated column: the server put it there.
      getAggregatedValue: (row, field) => row[field] as string,
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          initialState={initialState}
          pivotingColDef={pivotingColDef}
          aggregationFunctions={{
            sum: { columnTypes: ['number'] },
            avg: { columnTypes: ['number'] },
            max: { columnTypes: ['number'] },
          }}
          columnGroupHeaderHeight={36}
          showToolbar
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }} role="status">
        Last request: {lastRequest}
      </Typography>
    </Box>
  );
}
