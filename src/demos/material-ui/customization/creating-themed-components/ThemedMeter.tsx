import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {} from '@mui/material/themeCssVarsAugmentation';
import {
  styled,
  ThemeProvider,
  useThemeProps,
  type ComponentsOverrides,
  type ComponentsVariants,
  type Theme,
} from '@mui/material/styles';

type MeterColor = 'primary' | 'success' | 'error';

export interface MeterProps extends React.HTMLAttributes<HTMLDivElement> {
  label: string;
  value: number;
  color?: MeterColor;
  size?: 'small' | 'medium';
}

declare module '@mui/material/styles' {
  interface ComponentNameToClassKey {
    MuiMeter: 'root' | 'label' | 'track' | 'bar';
  }
  interface ComponentsPropsList {
    MuiMeter: Partial<MeterProps>;
  }
  interface Components {
    MuiMeter?: {
      defaultProps?: ComponentsPropsList['MuiMeter'];
      styleOverrides?: ComponentsOverrides<Theme>['MuiMeter'];
      variants?: ComponentsVariants<Theme>['MuiMeter'];
    };
  }
}

interface MeterOwnerState {
  color: MeterColor;
  size: 'small' | 'medium';
}

const MeterRoot = styled('div', { name: 'MuiMeter', slot: 'root' })<{
  ownerState: MeterOwnerState;
}>(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.5),
}));

const MeterLabel = styled('span', { name: 'MuiMeter', slot: 'label' })<{
  ownerState: MeterOwnerState;
}>(({ theme }) => ({
  ...theme.typography.body2,
  color: (theme.vars || theme).palette.text.secondary,
}));

const MeterTrack = styled('div', { name: 'MuiMeter', slot: 'track' })<{
  ownerState: MeterOwnerState;
}>(({ theme }) => ({
  height: 10,
  borderRadius: 5,
  overflow: 'hidden',
  backgroundColor: (theme.vars || theme).palette.action.selected,
  variants: [{ props: { size: 'small' }, style: { height: 4 } }],
}));

const MeterBar = styled('div', { name: 'MuiMeter', slot: 'bar' })<{
  ownerState: MeterOwnerState;
}>(({ theme }) => ({
  height: '100%',
  transition: theme.transitions.create('width'),
  // One variant per color, fed by ownerState.
  variants: (['primary', 'success', 'error'] as const).map((color) => ({
    props: { color },
    style: { backgroundColor: (theme.vars || theme).palette[color].main },
  })),
}));

const Meter = React.forwardRef<HTMLDivElement, MeterProps>(
  function Meter(inProps, ref) {
    // Merges components.MuiMeter.defaultProps from the theme.
    const props = useThemeProps({ props: inProps, name: 'MuiMeter' });
    const {
      label,
      value,
      color = 'primary',
      size = 'medium',
      ...other
    } = props;
    const ownerState = { color, size };
    return (
      <MeterRoot
        ref={ref}
        ownerState={ownerState}
        role="meter"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        {...other}
      >
        <MeterLabel ownerState={ownerState}>
          {label}: {value}%
        </MeterLabel>
        <MeterTrack ownerState={ownerState}>
          <MeterBar ownerState={ownerState} style={{ width: `${value}%` }} />
        </MeterTrack>
      </MeterRoot>
    );
  },
);

// The same component, customized from the theme like any Mui* component.
const withMeterTheme = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiMeter: {
      defaultProps: { color: 'success', size: 'small' },
      styleOverrides: {
        label: { fontWeight: 600, textTransform: 'uppercase', fontSize: 12 },
        track: { borderRadius: 0 },
      },
    },
  },
});

export default function ThemedMeter() {
  const [value, setValue] = React.useState(64);

  return (
    <Stack spacing={2} sx={{ maxWidth: 400, mx: 'auto' }}>
      <Slider
        value={value}
        onChange={(_event, next) => setValue(next)}
        aria-label="Disk usage"
      />
      <Typography variant="overline">Component defaults</Typography>
      <Meter label="Disk usage" value={value} />
      <Meter label="Quota" value={Math.min(100, value + 20)} color="error" />
      <Typography variant="overline">
        Theme defaultProps and styleOverrides
      </Typography>
      <ThemeProvider theme={withMeterTheme}>
        <Meter label="Disk usage" value={value} />
        <Meter label="Quota" value={Math.min(100, value + 20)} color="error" />
      </ThemeProvider>
    </Stack>
  );
}
