import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const stores = [
  { name: 'Lyon', total: 412, weekly: [48, 52, 61, 55, 63, 66, 67] },
  { name: 'Porto', total: 298, weekly: [51, 47, 44, 42, 39, 38, 37] },
  { name: 'Ghent', total: 356, weekly: [40, 52, 45, 58, 49, 60, 52] },
];

export default function ExamplesSparkline() {
  return (
    <Table size="small" aria-label="Sales per store">
      <TableHead>
        <TableRow>
          <TableCell>Store</TableCell>
          <TableCell align="right">Orders</TableCell>
          <TableCell>Last 7 days</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {stores.map((store) => (
          <TableRow key={store.name}>
            <TableCell>{store.name}</TableCell>
            <TableCell align="right">{store.total}</TableCell>
            <TableCell sx={{ width: 160 }}>
              <SparkLineChart data={store.weekly} height={32} width={140} showTooltip showHighlight />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
