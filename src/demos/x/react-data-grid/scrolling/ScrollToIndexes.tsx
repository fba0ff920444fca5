import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  [hour: string]: number;
}

const hours = Array.from({ length: 24 }, (_, hour) => `h${hour}`);

// 100 sensors with 24 hourly readings each: wider and taller than the demo. 100 is
// the largest page size of the MIT grid, so all rows are on one page.
const rows: Reading[] = Array.from({ length: 100 }, (_, index) => {
  const row: Reading = { id: index + 1 };
  hours.forEach((field, hour) => {
    row[field] = 10 + ((index * 7 + hour * 3) % 20);
  });
  return row;
});

const columns: GridColDef<Reading>[] = [
  { field: 'id', headerName: 'Sensor', type: 'number', width: 90 },
  ...hours.map(
    (field, hour): GridColDef<Reading> => ({
      field,
      headerName: `${String(hour).padStart(2, '0')}:00`,
      type: 'number',
      width: 80,
    }),
  ),
];

export default function ScrollToIndexes() {
  const apiRef = useGridApiRef();
  const [position, setPosition] = React.useState('');

  // Indexes count the visible, sorted and filtered rows and columns, from 0.
  const goTo = (rowIndex: number, colIndex: number) => {
    apiRef.current?.scrollToIndexes({ rowIndex, colIndex });
  };

  const readPosition = () => {
    const scroll = apiRef.current?.getScrollPosition();
    if (scroll) {
      setPosition(`top: ${Math.round(scroll.top)} px, left: ${Math.round(scroll.left)} px`);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => goTo(79, 19)}>
          Sensor 80 at 18:00
        </Button>
        <Button size="small" variant="outlined" onClick={() => goTo(99, 24)}>
          Last cell
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.scroll({ top: 0, left: 0 })}
        >
          Back to the top
        </Button>
        <Button size="small" variant="outlined" onClick={readPosition}>
          Read position
        </Button>
        <Typography variant="body2" aria-live="polite">
          {position}
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
