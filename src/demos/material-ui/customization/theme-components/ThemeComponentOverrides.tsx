import Paper from '@mui/material/Paper';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const theme = createTheme({
  components: {
    MuiButton: {
      defaultProps: {
        disableElevation: true,
        variant: 'contained',
      },
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: 20,
          paddingInline: theme.spacing(2.5),
          textTransform: 'none',
          fontWeight: 600,
        }),
        startIcon: {
          marginInlineEnd: 4,
        },
      },
      variants: [
        {
          props: { variant: 'outlined' },
          style: { borderWidth: 2, '&:hover': { borderWidth: 2 } },
        },
        {
          props: ({ size }) => size === 'large',
          style: { paddingInline: 28 },
        },
      ],
    },
    MuiChip: {
      styleOverrides: {
        root: {
          borderRadius: 6,
          variants: [
            {
              props: { color: 'success' },
              style: { fontWeight: 700 },
            },
          ],
        },
      },
    },
  },
});

export default function ThemeComponentOverrides() {
  return (
    <ThemeProvider theme={theme}>
      {/* A light theme brings its own surface, so its text stays readable on a dark page. */}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
            useFlexGap
          >
            <Button>Default props: contained</Button>
            <Button variant="outlined">Outlined</Button>
            <Button size="large" color="secondary">
              Large
            </Button>
          </Stack>
          <Stack direction="row" spacing={1}>
            <Chip label="Default" />
            <Chip label="Success" color="success" />
          </Stack>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
