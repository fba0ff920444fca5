import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  getGridNumericOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  city: string;
  total: number;
}

/** The "database" of the fake server. */
const allOrders: Order[] = [
  { id: 1001, customer: 'Ada Lovelace', city: 'London', total: 120 },
  { id: 1002, customer: 'Alan Turing', city: 'Manchester', total: 75 },
  { id: 1003, customer: 'Grace Hopper', city: 'New York', total: 310 },
  { id: 1004, customer: 'Katherine Johnson', city: 'Hampton', total: 42 },
  { id: 1005, customer: 'Edsger Dijkstra', city: 'Eindhoven', total: 198 },
  { id: 1006, customer: 'Barbara Liskov', city: 'Boston', total: 260 },
  { id: 1007, customer: 'Tim Berners-Lee', city: 'London', total: 88 },
  { id: 1008, customer: 'Margaret Hamilton', city: 'Boston', total: 150 },
];

/** Applies one filter item the way the server would, for the operators the columns offer. */
function matches(order: Order, model: GridFilterModel): boolean {
  return model.items.every((item) => {
    if (item.value === undefined || item.value === '') {
      return true;
    }
    const cell = order[item.field as keyof Order];
    switch (item.operator) {
      case 'contains':
        return String(cell).toLowerCase().includes(String(item.value).toLowerCase());
      case 'equals':
        return String(cell).toLowerCase() === String(item.value).toLowerCase();
      case '>':
        return Number(cell) > Number(item.value);
      case '<':
        return Number(cell) < Number(item.value);
      default:
        return true;
    }
  });
}

function fetchOrders(model: GridFilterModel): Promise<Order[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(allOrders.filter((order) => matches(order, model))), 500);
  });
}

const stringOperators = getGridStringOperators().filter((operator) =>
  ['contains', 'equals'].includes(operator.value),
);
const numberOperators = getGridNumericOperators().filter((operator) =>
  ['>', '<'].includes(operator.value),
);

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90, filterable: false },
  { field: 'customer', headerName: 'Customer', flex: 1, filterOperators: stringOperators },
  { field: 'city', headerName: 'City', width: 130, filterOperators: stringOperators },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, filterOperators: numberOperators },
];

const initialFilterModel: GridFilterModel = {
  items: [{ field: 'city', operator: 'contains', value: 'lon' }],
};

export default function ServerFilterBasic() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(initialFilterModel);
  const [rows, setRows] = React.useState<Order[]>([]);
  const [loading, setLoading] = React.useState(true);
  const lastRequest = React.useRef(0);

  const load = React.useCallback((model: GridFilterModel) => {
    const request = ++lastRequest.current;
    fetchOrders(model).then(
      (result) => {
        // Ignores the answer to a request that a newer one replaced.
        if (request === lastRequest.current) {
          setRows(result);
          setLoading(false);
        }
      },
      () => setLoading(false),
    );
  }, []);

  // The first page of results.
  React.useEffect(() => {
    load(initialFilterModel);
  }, [load]);

  const handleFilterModelChange = (model: GridFilterModel) => {
    setFilterModel(model);
    setLoading(true);
    load(model);
  };

  const query = new URLSearchParams(
    filterModel.items
      .filter((item) => item.value !== undefined && item.value !== '')
      .map((item) => [`${item.field}[${item.operator}]`, String(item.value)]),
  ).toString();

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={handleFilterModelChange}
          loading={loading}
          showToolbar
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        GET /api/orders{query ? `?${query}` : ''}
      </Typography>
    </Box>
  );
}
