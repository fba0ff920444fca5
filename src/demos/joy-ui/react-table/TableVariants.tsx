import Box from '@mui/joy/Box';
import Table, { TableProps } from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

const rows = [
  ['Tea', '2.50'],
  ['Scone', '3.20'],
];

function PriceTable({ title, ...props }: { title: string } & TableProps) {
  return (
    <div>
      <Typography level="title-sm" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Table size="sm" aria-label={title} {...props}>
        <thead>
          <tr>
            <th>Item</th>
            <th>Price (€)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([item, price]) => (
            <tr key={item}>
              <td>{item}</td>
              <td>{price}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

export default function TableVariants() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        gap: 2,
      }}
    >
      <PriceTable title="plain" variant="plain" />
      <PriceTable title="outlined" variant="outlined" />
      <PriceTable title="soft primary" variant="soft" color="primary" />
      <PriceTable title="solid neutral" variant="solid" color="neutral" />
    </Box>
  );
}
