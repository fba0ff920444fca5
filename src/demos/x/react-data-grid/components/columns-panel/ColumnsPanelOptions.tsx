import Box from '@mui/material/Box';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  GridColDef,
  Toolbar,
} from '@mui/x-data-grid';

type Sensor = {
  id: number;
  room: string;
  temperature: number;
  humidity: number;
  co2: number;
  battery: number;
  firmware: string;
};

const rows: Sensor[] = [
  { id: 1, room: 'Kitchen', temperature: 21.4, humidity: 48, co2: 640, battery: 82, firmware: '2.1.0' },
  { id: 2, room: 'Bedroom', temperature: 19.2, humidity: 52, co2: 910, battery: 64, firmware: '2.1.0' },
  { id: 3, room: 'Office', temperature: 22.8, humidity: 41, co2: 1130, battery: 37, firmware: '2.0.4' },
  { id: 4, room: 'Hallway', temperature: 18.5, humidity: 45, co2: 520, battery: 91, firmware: '2.1.0' },
];

const columns: GridColDef<Sensor>[] = [
  { field: 'room', headerName: 'Room', flex: 1, minWidth: 110 },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 150 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
  { field: 'co2', headerName: 'CO₂ (ppm)', type: 'number', width: 110 },
  { field: 'battery', headerName: 'Battery (%)', type: 'number', width: 110 },
  { field: 'firmware', headerName: 'Firmware', width: 100 },
];

function SensorToolbar() {
  return (
    <Toolbar>
      <ColumnsPanelTrigger startIcon={<ViewColumnIcon />}>Columns</ColumnsPanelTrigger>
    </Toolbar>
  );
}

export default function ColumnsPanelOptions() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: SensorToolbar }}
        showToolbar
        hideFooter
        slotProps={{
          columnsManagement: {
            // Alphabetical list, without the Room column, which must stay visible.
            sort: 'asc',
            getTogglableColumns: (cols) =>
              cols.filter((col) => col.field !== 'room').map((col) => col.field),
            // "tem" finds Temperature, but "ture" does not: match the start of the name.
            searchPredicate: (col, search) =>
              (col.headerName ?? col.field).toLowerCase().startsWith(search.toLowerCase()),
            disableResetButton: true,
          },
        }}
      />
    </Box>
  );
}
