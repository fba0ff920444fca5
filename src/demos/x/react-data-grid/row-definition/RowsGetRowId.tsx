import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Product {
  sku: string;
  name: string;
  stock: number;
}

const products: Product[] = [
  { sku: 'KB-101', name: 'Mechanical keyboard', stock: 42 },
  { sku: 'MS-220', name: 'Wireless mouse', stock: 130 },
  { sku: 'MN-270', name: '27" monitor', stock: 8 },
  { sku: 'HB-007', name: 'USB-C hub', stock: 64 },
];

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

const getRowId = (row: Product) => row.sku;

export default function RowsGetRowId() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={products} columns={columns} getRowId={getRowId} hideFooter />
    </Box>
  );
}
