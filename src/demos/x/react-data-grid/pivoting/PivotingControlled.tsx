import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, GridColDef, GridPivotModel } from '@mui/x-data-grid-premium';

interface Visit {
  id: number;
  clinic: string;
  month: string;
  service: string;
  visits: number;
}

const columns: GridColDef<Visit>[] = [
  { field: 'clinic', headerName: 'Clinic', width: 140 },
  { field: 'month', headerName: 'Month', width: 110 },
  { field: 'service', headerName: 'Service', width: 140 },
  { field: 'visits', headerName: 'Visits', type: 'number', width: 110 },
];

const rows: Visit[] = [
  { id: 1, clinic: 'Riverside', month: 'January', service: 'Check-up', visits: 84 },
  { id: 2, clinic: 'Riverside', month: 'January', service: 'Vaccination', visits: 31 },
  { id: 3, clinic: 'Riverside', month: 'February', service: 'Check-up', visits: 77 },
  { id: 4, clinic: 'Riverside', month: 'February', service: 'Vaccination', visits: 45 },
  { id: 5, clinic: 'Hillside', month: 'January', service: 'Check-up', visits: 52 },
  { id: 6, clinic: 'Hillside', month: 'January', service: 'Vaccination', visits: 18 },
  { id: 7, clinic: 'Hillside', month: 'February', service: 'Check-up', visits: 61 },
  { id: 8, clinic: 'Hillside', month: 'February', service: 'Vaccination', visits: 22 },
];

export default function PivotingControlled() {
  const [pivotActive, setPivotActive] = React.useState(true);
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>({
    rows: [{ field: 'clinic' }],
    columns: [{ field: 'month', sort: 'asc' }],
    values: [{ field: 'visits', aggFunc: 'sum' }],
  });
  const columnField = pivotModel.columns[0]?.field ?? 'month';

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={pivotActive}
              onChange={(event) => setPivotActive(event.target.checked)}
            />
          }
          label="Pivot"
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Column groups"
          value={columnField}
          onChange={(_event, field: string | null) => {
            if (field) {
              setPivotModel((model) => ({ ...model, columns: [{ field, sort: 'asc' }] }));
            }
          }}
        >
          <ToggleButton value="month">Columns by month</ToggleButton>
          <ToggleButton value="service">Columns by service</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
          showToolbar
        />
      </Box>
    </Stack>
  );
}
