import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createTheme } from '@mui/material/styles';

const { breakpoints } = createTheme();

const helpers: Array<[string, string]> = [
  ["up('sm')", breakpoints.up('sm')],
  ["up('md')", breakpoints.up('md')],
  ["down('md')", breakpoints.down('md')],
  ["between('sm', 'lg')", breakpoints.between('sm', 'lg')],
  ["only('md')", breakpoints.only('md')],
  ["not('md')", breakpoints.not('md')],
];

function HelperRow({ label, query }: { label: string; query: string }) {
  const matches = useMediaQuery(query);
  return (
    <TableRow>
      <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{label}</TableCell>
      <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.75rem' }}>{query}</TableCell>
      <TableCell>
        <Chip
          size="small"
          label={matches ? 'matches' : 'no match'}
          color={matches ? 'success' : 'default'}
          variant={matches ? 'filled' : 'outlined'}
        />
      </TableCell>
    </TableRow>
  );
}

function useCurrentKey() {
  const sm = useMediaQuery(breakpoints.up('sm'));
  const md = useMediaQuery(breakpoints.up('md'));
  const lg = useMediaQuery(breakpoints.up('lg'));
  const xl = useMediaQuery(breakpoints.up('xl'));
  if (xl) return 'xl';
  if (lg) return 'lg';
  if (md) return 'md';
  if (sm) return 'sm';
  return 'xs';
}

export default function BreakpointHelpersLive() {
  const key = useCurrentKey();
  return (
    <Stack spacing={1}>
      <Typography variant="body1" aria-live="polite">
        Current breakpoint: <strong data-testid="current-breakpoint">{key}</strong>
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="theme.breakpoints helpers and whether they match">
          <TableHead>
            <TableRow>
              <TableCell>theme.breakpoints.</TableCell>
              <TableCell>Media query</TableCell>
              <TableCell>Now</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {helpers.map(([label, query]) => (
              <HelperRow key={label} label={label} query={query} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
