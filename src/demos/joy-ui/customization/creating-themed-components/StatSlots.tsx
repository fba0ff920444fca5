import * as React from 'react';
import Box from '@mui/joy/Box';
import Switch from '@mui/joy/Switch';
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

// Outlines each slot with its name, to show which element the theme keys target.
const slotOutline = (name: string) => ({
  position: 'relative' as const,
  outline: '1px dashed var(--joy-palette-warning-500)',
  outlineOffset: 2,
  '&::after': {
    content: `"${name}"`,
    position: 'absolute' as const,
    top: -10,
    right: 4,
    fontSize: 'var(--joy-fontSize-xs)',
    lineHeight: 1,
    paddingInline: '4px',
    color: 'var(--joy-palette-warning-plainColor)',
    backgroundColor: 'var(--joy-palette-background-surface)',
  },
});

export default function StatSlots() {
  const [show, setShow] = React.useState(true);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Switch checked={show} onChange={(event) => setShow(event.target.checked)}
        endDecorator="Show slots"
        slotProps={{ input: { 'aria-label': 'Show slots' } }}
      />
      <Box
        sx={
          show
            ? {
                '& > div': slotOutline('root'),
                '& > div > :nth-of-type(1)': slotOutline('value'),
                '& > div > :nth-of-type(2)': slotOutline('unit'),
              }
            : {}
        }
      >
        <Stat value="46" unit="Open tickets" />
      </Box>
    </Box>
  );
}
