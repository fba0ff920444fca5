import * as React from 'react';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { THEME_ID, ThemeProvider, styled, useThemeProps, type CssVarsThemeOptions, type StyleOverrides } from '@mui/joy/styles';

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

// Lets the theme's `components` accept JoyStat, typed like a built-in component.
declare module '@mui/joy/styles' {
  interface Components<Theme = unknown> {
    JoyStat?: {
      defaultProps?: Partial<StatProps>;
      styleOverrides?: StyleOverrides<'root' | 'value' | 'unit', StatOwnerState, Theme>;
    };
  }
}

// What another project's theme could say about the Stat: its default variant and slot styles.
const projectTheme: CssVarsThemeOptions = {
  components: {
    JoyStat: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: {
        root: { borderRadius: 'var(--joy-radius-xs)', borderLeft: '4px solid var(--joy-palette-primary-500)' },
        value: { fontFamily: 'var(--joy-fontFamily-code)', fontWeight: 'var(--joy-fontWeight-md)' },
        unit: { textTransform: 'uppercase', letterSpacing: '0.06em' },
      },
    },
  },
};

function Stats() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Stat value="98.7%" unit="Uptime" />
      <Stat value="212 ms" unit="Median response" trend="down" />
    </Box>
  );
}

export default function StatThemed() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography level="body-xs">Without a theme entry</Typography>
      <Stats />
      <Typography level="body-xs">With components.JoyStat in the theme</Typography>
      <ThemeProvider theme={{ [THEME_ID]: projectTheme }}>
        <Stats />
      </ThemeProvider>
    </Box>
  );
}
