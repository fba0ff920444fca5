import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const rows = Array.from({ length: 20 }, (_, index) => ({
  id: index + 1,
  city: ['Lisbon', 'Osaka', 'Lima', 'Nairobi', 'Oslo'][index % 5],
  temperature: 12 + ((index * 7) % 15),
}));

export default function TableStickyHeader() {
  return (
    // The scrolling Sheet is focusable and named, so keyboard users can scroll it.
    <Sheet
      variant="outlined"
      role="region"
      aria-label="Weather readings, scrollable"
      tabIndex={0}
      sx={{ height: 240, overflow: 'auto', borderRadius: 'sm' }}
    >
      <Table
        aria-label="Weather readings"
        stickyHeader
        stickyFooter
        stripe="odd"
        size="sm"
      >
        <thead>
          <tr>
            <th style={{ width: 80 }}>Reading</th>
            <th>City</th>
            <th>Temperature (°C)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.id}</td>
              <td>{row.city}</td>
              <td>{row.temperature}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td colSpan={2}>{rows.length} readings</td>
          </tr>
        </tfoot>
      </Table>
    </Sheet>
  );
}
