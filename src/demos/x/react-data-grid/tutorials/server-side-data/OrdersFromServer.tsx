import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridFilterModel,
  GridGetRowsParams,
  GridGetRowsResponse,
  GridSortModel,
} from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  city: string;
  status: 'Pending' | 'Shipped' | 'Delivered';
  total: number;
}

// ---------------------------------------------------------------------------
// The "server": in an application this runs on your back end. Here it answers
// from a fixed list, so the demo runs anywhere without a network.
// ---------------------------------------------------------------------------
const CUSTOMERS = ['Ada', 'Bruno', 'Chiara', 'Dmitri', 'Elif', 'Farah', 'Goran', 'Hana'];
const CITIES = ['Lisbon', 'Oslo', 'Turin', 'Ghent', 'Krakow'];
const STATUSES: Order['status'][] = ['Pending', 'Shipped', 'Delivered'];

const ORDERS: Order[] = Array.from({ length: 48 }, (_, index) => ({
  id: 1001 + index,
  customer: CUSTOMERS[(index * 3) % CUSTOMERS.length] ?? 'Ada',
  city: CITIES[(index * 7) % CITIES.length] ?? 'Lisbon',
  status: STATUSES[(index * 5) % STATUSES.length] ?? 'Pending',
  total: 20 + ((index * 37) % 180),
}));

interface OrdersPage {
  rows: Order[];
  rowCount: number;
}

// A real server would validate what it parses; the grid sends these models as JSON.
function readJson<T>(text: string | null, fallback: T): T {
  return text === null ? fallback : (JSON.parse(text) as T);
}

function answerOrdersRequest(url: URL): OrdersPage {
  const page = Number(url.searchParams.get('page') ?? 0);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
  const sortModel = readJson<GridSortModel>(url.searchParams.get('sortModel'), []);
  const filterModel = readJson<GridFilterModel>(url.searchParams.get('filterModel'), { items: [] });

  let rows = ORDERS.filter((order) =>
    filterModel.items.every((item) => {
      if (item.value === undefined || item.value === '') {
        return true;
      }
      const cell = String(order[item.field as keyof Order]).toLowerCase();
      const wanted = String(item.value).toLowerCase();
      if (item.operator === 'equals' || item.operator === 'is') {
        return cell === wanted;
      }
      return cell.includes(wanted);
    }),
  );
  const words = (filterModel.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
  rows = rows.filter((order) =>
    words.every((word) => `${order.customer} ${order.city} ${order.status}`.toLowerCase().includes(word)),
  );
  const [sort] = sortModel;
  if (sort) {
    const field = sort.field as keyof Order;
    const direction = sort.sort === 'desc' ? -1 : 1;
    rows = [...rows].sort((a, b) => (a[field] > b[field] ? direction : a[field] < b[field] ? -direction : 0));
  }
  return { rows: rows.slice(page * pageSize, (page + 1) * pageSize), rowCount: rows.length };
}

// Stands in for `fetch(url)`: answers after a short delay, as a network would.
function requestOrders(url: URL): Promise<OrdersPage> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(answerOrdersRequest(url)), 500);
  });
}

// ---------------------------------------------------------------------------
// The client: a data source that turns the grid's query into a URL.
// ---------------------------------------------------------------------------
function ordersUrl(params: GridGetRowsParams): URL {
  const url = new URL('/api/orders', 'https://shop.example');
  url.searchParams.set('page', String(params.paginationModel?.page ?? 0));
  url.searchParams.set('pageSize', String(params.paginationModel?.pageSize ?? 10));
  url.searchParams.set('sortModel', JSON.stringify(params.sortModel));
  url.searchParams.set('filterModel', JSON.stringify(params.filterModel));
  return url;
}

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 120 },
  { field: 'city', headerName: 'City', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'Shipped', 'Delivered'],
    width: 120,
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `€${value.toFixed(2)}`,
  },
];

export default function OrdersFromServer() {
  const [lastRequest, setLastRequest] = React.useState('none yet');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params: GridGetRowsParams): Promise<GridGetRowsResponse> => {
        const url = ordersUrl(params);
        setLastRequest(decodeURIComponent(`${url.pathname}${url.search}`));
        const { rows, rowCount } = await requestOrders(url);
        return { rows, rowCount };
      },
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          pagination
          pageSizeOptions={[5, 10, 25]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
          showToolbar
        />
      </Box>
      <Typography
        variant="body2"
        aria-live="polite"
        sx={{ mt: 1, color: 'text.secondary', fontFamily: 'monospace', wordBreak: 'break-all' }}
      >
        Last request: GET {lastRequest}
      </Typography>
    </Box>
  );
}
