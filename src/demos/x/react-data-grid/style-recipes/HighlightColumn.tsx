import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

type Plan = { id: number; feature: string; free: string; team: string; business: string };

const rows: Plan[] = [
  { id: 1, feature: 'Projects', free: '3', team: 'Unlimited', business: 'Unlimited' },
  { id: 2, feature: 'Members', free: '1', team: '10', business: 'Unlimited' },
  { id: 3, feature: 'Storage', free: '1 GB', team: '100 GB', business: '1 TB' },
  { id: 4, feature: 'Single sign-on', free: 'No', team: 'No', business: 'Yes' },
];

const PLANS = [
  { field: 'free', label: 'Free' },
  { field: 'team', label: 'Team' },
  { field: 'business', label: 'Business' },
] as const;

export default function HighlightColumn() {
  const [highlighted, setHighlighted] = React.useState<string>('team');

  const columns = React.useMemo<GridColDef<Plan>[]>(
    () => [
      { field: 'feature', headerName: 'Feature', flex: 1, minWidth: 140 },
      ...PLANS.map((plan) => ({
        field: plan.field,
        headerName: plan.label,
        flex: 1,
        // The same class on the header and the cells marks the whole column.
        headerClassName: plan.field === highlighted ? 'highlighted' : undefined,
        cellClassName: plan.field === highlighted ? 'highlighted' : undefined,
      })),
    ],
    [highlighted],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlighted}
        onChange={(_event, value: string | null) => value && setHighlighted(value)}
        aria-label="Highlighted plan"
        sx={{ mb: 1 }}
      >
        {PLANS.map((plan) => (
          <ToggleButton key={plan.field} value={plan.field}>
            {plan.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          disableColumnMenu
          sx={(theme) => ({
            '& .highlighted': {
              backgroundColor: alpha(theme.palette.primary.main, 0.12),
              fontWeight: 600,
            },
          })}
        />
      </Box>
    </Box>
  );
}
