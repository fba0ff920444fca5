import * as React from 'react';
import Button from '@mui/joy/Button';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';

const invoices = [
  { id: 'INV-1041', client: 'Harbour Books', amount: '€1,240.00' },
  { id: 'INV-1042', client: 'Lumen Studio', amount: '€380.50' },
  { id: 'INV-1043', client: 'Northwind Farm', amount: '€2,015.00' },
];

export default function SkeletonTable() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 480 }}>
      <Button size="sm" variant="outlined" color="neutral" onClick={() => setLoading((value) => !value)} sx={{ alignSelf: 'flex-start' }}>
        {loading ? 'Show data' : 'Show loading state'}
      </Button>
      <Table aria-label="Invoices" aria-busy={loading} size="sm">
        <thead>
          <tr>
            <th>Invoice</th>
            <th>Client</th>
            <th style={{ textAlign: 'right' }}>Amount</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              {/* Each cell keeps its text so the skeleton takes its exact width and the row its height. */}
              <td>
                <Skeleton variant="inline" loading={loading}>{invoice.id}</Skeleton>
              </td>
              <td>
                <Skeleton variant="inline" loading={loading}>{invoice.client}</Skeleton>
              </td>
              <td style={{ textAlign: 'right' }}>
                <Skeleton variant="inline" loading={loading}>{invoice.amount}</Skeleton>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Stack>
  );
}
