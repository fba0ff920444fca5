import Box from '@mui/material/Box';
import ArrowCircleDownIcon from '@mui/icons-material/ArrowCircleDown';
import ArrowCircleUpIcon from '@mui/icons-material/ArrowCircleUp';
import { DataGrid, GridBaseIconProps, GridColDef } from '@mui/x-data-grid';

type Peak = { id: number; name: string; range: string; height: number };

const rows: Peak[] = [
  { id: 1, name: 'Mont Blanc', range: 'Alps', height: 4806 },
  { id: 2, name: 'Aconcagua', range: 'Andes', height: 6961 },
  { id: 3, name: 'Denali', range: 'Alaska Range', height: 6190 },
  { id: 4, name: 'Kilimanjaro', range: 'Eastern Rift', height: 5895 },
  { id: 5, name: 'Elbrus', range: 'Caucasus', height: 5642 },
];

const columns: GridColDef<Peak>[] = [
  { field: 'name', headerName: 'Peak', flex: 1 },
  { field: 'range', headerName: 'Range', flex: 1 },
  { field: 'height', headerName: 'Height (m)', type: 'number', width: 130 },
];

// Icon slots receive the grid's icon props (className, fontSize); pass them on.
function SortedAscendingIcon({ className, fontSize }: GridBaseIconProps) {
  return <ArrowCircleUpIcon className={className} fontSize={fontSize} />;
}

function SortedDescendingIcon({ className, fontSize }: GridBaseIconProps) {
  return <ArrowCircleDownIcon className={className} fontSize={fontSize} />;
}

export default function CustomSortIcons() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{ sorting: { sortModel: [{ field: 'height', sort: 'desc' }] } }}
        slots={{
          columnSortedAscendingIcon: SortedAscendingIcon,
          columnSortedDescendingIcon: SortedDescendingIcon,
        }}
      />
    </Box>
  );
}
