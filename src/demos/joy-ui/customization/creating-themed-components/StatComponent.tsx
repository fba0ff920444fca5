import * as React from 'react';
import Box from '@mui/joy/Box';
import { styled, useThemeProps } from '@mui/joy/styles';

export interface StatProps extends React.HTMLAttributes<HTMLDivElement> {
  value: number | string;
  unit: string;
  variant?: 'plain' | 'outlined';
  trend?: 'up' | 'down';
}

type StatOwnerState = Pick<StatProps, 'variant' | 'trend'>;

// Each slot is a styled element with the component name and its slot name, so the theme's
// components.JoyStat.styleOverrides.{root,value,unit} reach it.
const StatRoot = styled('div', { name: 'JoyStat', slot: 'root' })<{ ownerState: StatOwnerState }>(
  ({ theme, ownerState }) => ({
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(0.5),
    padding: theme.spacing(2, 3),
    borderRadius: theme.vars.radius.md,
    backgroundColor: theme.vars.palette.background.surface,
    boxShadow: theme.vars.shadow.sm,
    ...(ownerState.variant === 'outlined' && {
      boxShadow: 'none',
      border: `1px solid ${theme.vars.palette.divider}`,
    }),
  }),
);

const StatValue = styled('div', { name: 'JoyStat', slot: 'value' })(({ theme }) => ({
  ...theme.typography.h3,
}));

const StatUnit = styled('div', { name: 'JoyStat', slot: 'unit' })<{ ownerState: StatOwnerState }>(
  ({ theme, ownerState }) => ({
    ...theme.typography['body-sm'],
    color: theme.vars.palette.text.tertiary,
    ...(ownerState.trend === 'up' && { color: theme.vars.palette.success.plainColor }),
    ...(ownerState.trend === 'down' && { color: theme.vars.palette.danger.plainColor }),
  }),
);

const Stat = React.forwardRef<HTMLDivElement, StatProps>(function Stat(inProps, ref) {
  // Merges the theme's components.JoyStat.defaultProps into the props.
  const props = useThemeProps({ props: inProps, name: 'JoyStat' });
  const { value, unit, variant = 'plain', trend, ...other } = props;
  const ownerState = { variant, trend };
  return (
    <StatRoot ref={ref} ownerState={ownerState} {...other}>
      <StatValue>{value}</StatValue>
      <StatUnit ownerState={ownerState}>{unit}</StatUnit>
    </StatRoot>
  );
});

export default function StatComponent() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Stat value="1,204" unit="Orders this week" />
      <Stat value="+8.2%" unit="Compared with last week" trend="up" variant="outlined" />
      <Stat value="3" unit="Refunds waiting" trend="down" variant="outlined" />
    </Box>
  );
}
