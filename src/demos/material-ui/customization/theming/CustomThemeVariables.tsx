import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, styled, ThemeProvider } from '@mui/material/styles';

// Module augmentation: the new key becomes part of Theme and ThemeOptions.
declare module '@mui/material/styles' {
  interface Theme {
    deployStatus: { live: string; paused: string; failed: string };
  }
  interface ThemeOptions {
    deployStatus?: { live?: string; paused?: string; failed?: string };
  }
}

const theme = createTheme({
  deployStatus: {
    live: '#2e7d32',
    paused: '#8d6e00',
    failed: '#c62828',
  },
});

type Status = keyof typeof theme.deployStatus;

const StatusDot = styled('span', {
  shouldForwardProp: (prop) => prop !== 'status',
})<{ status: Status }>(({ theme: { deployStatus }, status }) => ({
  display: 'inline-block',
  width: 10,
  height: 10,
  borderRadius: '50%',
  backgroundColor: deployStatus[status],
}));

const services: { name: string; status: Status }[] = [
  { name: 'api-gateway', status: 'live' },
  { name: 'billing-worker', status: 'paused' },
  { name: 'search-indexer', status: 'failed' },
];

export default function CustomThemeVariables() {
  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1}>
          {services.map((service) => (
            <Stack
              key={service.name}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
            >
              <StatusDot status={service.status} />
              <Typography
                variant="body2"
                sx={{ fontFamily: 'monospace', flex: 1 }}
              >
                {service.name}
              </Typography>
              <Typography
                variant="body2"
                sx={{ color: theme.deployStatus[service.status] }}
              >
                {service.status}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
