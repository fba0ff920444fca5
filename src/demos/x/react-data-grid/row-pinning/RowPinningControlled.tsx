import * as React from 'react';
import Box from '@mui/material/Box';
import VerticalAlignBottomIcon from '@mui/icons-material/VerticalAlignBottom';
import VerticalAlignTopIcon from '@mui/icons-material/VerticalAlignTop';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import {
  DataGridPro,
  GridActionsCellItem,
  GridColDef,
  GridPinnedRowsProp,
  GridRowId,
} from '@mui/x-data-grid-pro';

interface Stock {
  id: string;
  name: string;
  price: number;
  change: number;
}

const allRows: Stock[] = [
  { id: 'AAA', name: 'Alder Analytics', price: 41.2, change: 1.4 },
  { id: 'BRK', name: 'Birchwood Robotics', price: 118.7, change: -0.6 },
  { id: 'CDR', name: 'Cedar Energy', price: 22.95, change: 2.1 },
  { id: 'DLM', name: 'Dogwood Logistics', price: 64.1, change: 0.3 },
  { id: 'ELM', name: 'Elm Pharma', price: 87.45, change: -1.8 },
  { id: 'FIR', name: 'Fir Financial', price: 33.6, change: 0.9 },
];

interface Pins {
  top: GridRowId[];
  bottom: GridRowId[];
}

export default function RowPinningControlled() {
  const [pins, setPins] = React.useState<Pins>({ top: ['CDR'], bottom: [] });

  const pinTo = React.useCallback((id: GridRowId, side: 'top' | 'bottom' | null) => {
    setPins((previous) => {
      const top = previous.top.filter((pinned) => pinned !== id);
      const bottom = previous.bottom.filter((pinned) => pinned !== id);
      if (side === 'top') {
        top.push(id);
      } else if (side === 'bottom') {
        bottom.push(id);
      }
      return { top, bottom };
    });
  }, []);

  // A row is either in `rows` or in `pinnedRows`, never in both.
  const { rows, pinnedRows } = React.useMemo(() => {
    const byId = (id: GridRowId) => allRows.find((row) => row.id === id);
    const pinnedTop = pins.top.map(byId).filter((row): row is Stock => row !== undefined);
    const pinnedBottom = pins.bottom.map(byId).filter((row): row is Stock => row !== undefined);
    const pinnedIds = new Set<GridRowId>([...pins.top, ...pins.bottom]);
    const pinned: GridPinnedRowsProp<Stock> = { top: pinnedTop, bottom: pinnedBottom };
    return { rows: allRows.filter((row) => !pinnedIds.has(row.id)), pinnedRows: pinned };
  }, [pins]);

  const columns = React.useMemo<GridColDef<Stock>[]>(
    () => [
      { field: 'id', headerName: 'Ticker', width: 90 },
      { field: 'name', headerName: 'Company', flex: 1, minWidth: 170 },
      { field: 'price', headerName: 'Price', type: 'number', width: 100 },
      { field: 'change', headerName: 'Change %', type: 'number', width: 110 },
      {
        field: 'actions',
        type: 'actions',
        width: 120,
        getActions: (params) => {
          const name = params.row.name;
          if (pins.top.includes(params.id) || pins.bottom.includes(params.id)) {
            return [
              <GridActionsCellItem
                key="unpin"
                icon={<PushPinOutlinedIcon />}
                label={`Unpin ${name}`}
                onClick={() => pinTo(params.id, null)}
              />,
            ];
          }
          return [
            <GridActionsCellItem
              key="top"
              icon={<VerticalAlignTopIcon />}
              label={`Pin ${name} to the top`}
              onClick={() => pinTo(params.id, 'top')}
            />,
            <GridActionsCellItem
              key="bottom"
              icon={<VerticalAlignBottomIcon />}
              label={`Pin ${name} to the bottom`}
              onClick={() => pinTo(params.id, 'bottom')}
            />,
          ];
        },
      },
    ],
    [pinTo, pins],
  );

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </Box>
  );
}
