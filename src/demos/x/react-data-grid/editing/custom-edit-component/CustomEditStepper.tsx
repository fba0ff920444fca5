import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import {
  DataGrid,
  GridColDef,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';

interface Line {
  id: number;
  article: string;
  quantity: number;
}

const rows: Line[] = [
  { id: 1, article: 'Espresso cups (set of 4)', quantity: 2 },
  { id: 2, article: 'Milk jug', quantity: 1 },
  { id: 3, article: 'Tamper', quantity: 0 },
];

const MAX = 10;

function QuantityEditCell(props: GridRenderEditCellParams<Line, number>) {
  const { id, field, value = 0, hasFocus } = props;
  const apiRef = useGridApiContext();
  const decrementRef = React.useRef<HTMLButtonElement>(null);

  React.useLayoutEffect(() => {
    if (hasFocus) {
      decrementRef.current?.focus();
    }
  }, [hasFocus]);

  const change = (delta: number) => {
    const next = Math.min(MAX, Math.max(0, value + delta));
    void apiRef.current.setEditCellValue({ id, field, value: next });
  };

  // Arrow keys change the value; other keys (Enter, Escape, Tab) keep their grid meaning.
  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      event.stopPropagation();
      change(event.key === 'ArrowUp' ? 1 : -1);
    }
  };

  return (
    <Box
      role="group"
      aria-label={`Quantity of ${props.row.article}`}
      onKeyDown={handleKeyDown}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, width: '100%', px: 1 }}
    >
      <IconButton ref={decrementRef} size="small" aria-label="Decrease" onClick={() => change(-1)}>
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography sx={{ minWidth: 24, textAlign: 'center' }}>{value}</Typography>
      <IconButton size="small" aria-label="Increase" onClick={() => change(1)}>
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

const columns: GridColDef<Line>[] = [
  { field: 'article', headerName: 'Article', flex: 1, minWidth: 200 },
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 150,
    editable: true,
    renderEditCell: (params) => <QuantityEditCell {...params} />,
  },
];

export default function CustomEditStepper() {
  return (
    <Box sx={{ height: 250, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
