import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  createTheme,
  styled,
  ThemeProvider,
  useThemeProps,
  type ComponentsOverrides,
  type ComponentsVariants,
  type Theme,
} from '@mui/material/styles';

export interface StatProps extends React.HTMLAttributes<HTMLDivElement> {
  value: React.ReactNode;
  unit: React.ReactNode;
  variant?: 'elevated' | 'outlined';
}

// Register MuiStat in the theme types: styleOverrides, variants, defaultProps.
declare module '@mui/material/styles' {
  interface ComponentNameToClassKey {
    MuiStat: 'root' | 'value' | 'unit';
  }
  interface ComponentsPropsList {
    MuiStat: Partial<StatProps>;
  }
  interface Components {
    MuiStat?: {
      defaultProps?: ComponentsPropsList['MuiStat'];
      styleOverrides?: ComponentsOverrides<Theme>['MuiStat'];
      variants?: ComponentsVariants<Theme>['MuiStat'];
    };
  }
}

interface StatOwnerState {
  variant: 'elevated' | 'outlined';
}

const StatRoot = styled('div', { name: 'MuiStat', slot: 'root' })<{
  ownerState: StatOwnerState;
}>(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  padding: theme.spacing(2, 3),
  backgroundColor: theme.palette.background.paper,
  borderRadius: theme.shape.borderRadius,
  boxShadow: theme.shadows[2],
  variants: [
    {
      props: { variant: 'outlined' },
      style: {
        boxShadow: 'none',
        border: `1px solid ${theme.palette.divider}`,
      },
    },
  ],
}));

const StatValue = styled('div', { name: 'MuiStat', slot: 'value' })<{
  ownerState: StatOwnerState;
}>(({ theme }) => ({ ...theme.typography.h4, fontWeight: 600 }));

const StatUnit = styled('div', { name: 'MuiStat', slot: 'unit' })<{
  ownerState: StatOwnerState;
}>(({ theme }) => ({
  ...theme.typography.body2,
  color: theme.palette.text.secondary,
}));

const Stat = React.forwardRef<HTMLDivElement, StatProps>(
  function Stat(inProps, ref) {
    const props = useThemeProps({ props: inProps, name: 'MuiStat' });
    const { value, unit, variant = 'elevated', ...other } = props;
    const ownerState = { variant };

    return (
      <StatRoot ref={ref} ownerState={ownerState} {...other}>
        <StatValue ownerState={ownerState}>{value}</StatValue>
        <StatUnit ownerState={ownerState}>{unit}</StatUnit>
      </StatRoot>
    );
  },
);

const defaultTheme = createTheme();

const brandTheme = createTheme({
  palette: { primary: { main: '#00796b' } },
  components: {
    MuiStat: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: {
        root: { borderRadius: 12 },
        value: ({ theme }) => ({ color: theme.palette.primary.main }),
      },
    },
  },
});

function Stats() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Stat value="98.3%" unit="Uptime this month" />
      <Stat value="1,204" unit="Active users" />
    </Stack>
  );
}

export default function ThemedStat() {
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle2">Default theme</Typography>
      <ThemeProvider theme={defaultTheme}>
        <Stats />
      </ThemeProvider>
      <Typography variant="subtitle2">Theme with MuiStat overrides</Typography>
      <ThemeProvider theme={brandTheme}>
        <Stats />
      </ThemeProvider>
    </Stack>
  );
}
