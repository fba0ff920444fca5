import Chip from '@mui/material/Chip';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import DoneIcon from '@mui/icons-material/Done';

// styleOverrides are keyed by slot: root, thumb, track, label, icon...
const withSlotOverrides = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiSlider: {
      styleOverrides: {
        thumb: { width: 14, height: 22, borderRadius: 4 },
        track: { height: 6 },
        rail: { height: 6 },
      },
    },
    MuiChip: {
      styleOverrides: {
        root: { borderRadius: 6 },
        label: { paddingInline: 10, fontWeight: 600 },
        icon: { fontSize: 16 },
      },
    },
  },
});

export default function SlotStyleOverrides() {
  return (
    <ThemeProvider theme={withSlotOverrides}>
      <Stack spacing={3} sx={{ maxWidth: 360, mx: 'auto' }}>
        <Slider defaultValue={45} aria-label="Brightness" />
        <Stack direction="row" spacing={1}>
          <Chip icon={<DoneIcon />} label="Reviewed" color="success" />
          <Chip label="Draft" variant="outlined" />
        </Stack>
      </Stack>
    </ThemeProvider>
  );
}
