import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  progress: number;
}

const rows: Task[] = [
  { id: 1, task: 'Write release notes', progress: 80 },
  { id: 2, task: 'Migrate the billing service', progress: 35 },
  { id: 3, task: 'Record the onboarding video', progress: 10 },
];

function ProgressEditCell(props: GridRenderEditCellParams<Task, number>) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();
  // The slider moves at once; the grid's edit state only follows 300 ms after the last move.
  const [local, setLocal] = React.useState(value ?? 0);
  const handleChange = (_event: Event, newValue: number | number[]) => {
    const next = Array.isArray(newValue) ? (newValue[0] ?? 0) : newValue;
    setLocal(next);
    void apiRef.current.setEditCellValue({ id, field, value: next, debounceMs: 300 });
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', width: '100%', px: 2 }}>
      <Slider
        size="small"
        value={local}
        onChange={handleChange}
        aria-label={`Progress of ${props.row.task}`}
        valueLabelDisplay="auto"
      />
    </Box>
  );
}

export default function CustomEditDebounce() {
  const [updates, setUpdates] = React.useState(0);

  const columns = React.useMemo<GridColDef<Task>[]>(() => {
    return [
      { field: 'task', headerName: 'Task', flex: 1, minWidth: 200 },
      {
        field: 'progress',
        headerName: 'Progress (%)',
        type: 'number',
        width: 200,
        editable: true,
        // Counts how often the edit state really changes.
        preProcessEditCellProps: (params) => {
          setUpdates((count) => count + 1);
          return params.props;
        },
        renderEditCell: (params) => <ProgressEditCell {...params} />,
      },
    ];
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 250 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Edit state updates: {updates}
      </Typography>
    </Box>
  );
}
