import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
} from '@mui/x-data-grid-premium';

interface Employee {
  id: number;
  name: string;
  department: string;
  office: string;
  salary: number;
}

const EMPLOYEES: Employee[] = [
  { id: 1, name: 'Ada Moreau', department: 'Engineering', office: 'Paris', salary: 72000 },
  { id: 2, name: 'Ben Carter', department: 'Engineering', office: 'London', salary: 68000 },
  { id: 3, name: 'Chen Wei', department: 'Engineering', office: 'Paris', salary: 81000 },
  { id: 4, name: 'Dana Levi', department: 'Sales', office: 'London', salary: 54000 },
  { id: 5, name: 'Emil Novak', department: 'Sales', office: 'Berlin', salary: 51000 },
  { id: 6, name: 'Fatima Zahra', department: 'Sales', office: 'Paris', salary: 57000 },
  { id: 7, name: 'Gus Olsen', department: 'Support', office: 'Berlin', salary: 43000 },
  { id: 8, name: 'Hana Sato', department: 'Support', office: 'London', salary: 46000 },
];

type GroupField = 'department' | 'office';

const sum = (rows: Employee[]) => rows.reduce((total, row) => total + row.salary, 0);
const aggregate = (rows: Employee[], fn: string | undefined) => {
  if (fn === 'sum') {
    return sum(rows);
  }
  if (fn === 'avg') {
    return rows.length === 0 ? null : Math.round(sum(rows) / rows.length);
  }
  if (fn === 'max') {
    return Math.max(...rows.map((row) => row.salary));
  }
  return undefined;
};

// Answers one level: the groups under `groupKeys` for the next grouping field, or the employees
// of a fully opened group. Group rows carry their key, their size and the aggregated salary.
function fetchLevel(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const groupFields = (params.groupFields ?? []) as GroupField[];
  const groupKeys = params.groupKeys ?? [];
  const salaryFn = params.aggregationModel?.salary;
  const matching = EMPLOYEES.filter((row) =>
    groupKeys.every((key, depth) => {
      const groupField = groupFields[depth];
      return groupField !== undefined && row[groupField] === key;
    }),
  );
  let rows: Record<string, unknown>[];
  const field: GroupField | undefined = groupFields[groupKeys.length];
  if (field !== undefined) {
    const keys = [...new Set(matching.map((row) => row[field]))].sort();
    rows = keys.map((key) => {
      const members = matching.filter((row) => row[field] === key);
      return {
        id: [...groupKeys, key].join('/'),
        [field]: key,
        groupKey: key,
        descendantCount: members.length,
        salary: aggregate(members, salaryFn),
      };
    });
  } else {
    rows = matching.map((row) => ({ ...row }));
  }
  const aggregateRow = salaryFn ? { salary: aggregate(EMPLOYEES, salaryFn) } : undefined;
  return new Promise((resolve) => {
    setTimeout(() => resolve({ rows, rowCount: rows.length, aggregateRow }), 400);
  });
}

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function ServerSideAggregationBasic() {
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: fetchLevel,
      getGroupKey: (row) => String(row.groupKey),
      getChildrenCount: (row) => Number(row.descendantCount),
      // The value of an aggregated cell: the server puts it on the row under the column's field.
      getAggregatedValue: (row, field) => row[field] as string,
    }),
    [],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        // With a data source, only the functions listed here are offered; the server computes them.
        aggregationFunctions={{
          sum: { columnTypes: ['number'] },
          avg: { columnTypes: ['number'] },
          max: { columnTypes: ['number'] },
        }}
        initialState={{ aggregation: { model: { salary: 'sum' } } }}
      />
    </Box>
  );
}
