import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { createTheme, getContrastRatio } from '@mui/material/styles';

const samples = ['#ef6c00', '#2e7d32', '#0288d1', '#8e24aa', '#e53935', '#00897b'];
const thresholds = [3, 4.5] as const;
const palettes = thresholds.map(
  (contrastThreshold) => createTheme({ palette: { contrastThreshold } }).palette,
);

function Sample({ background, text }: { background: string; text: string }) {
  const ratio = getContrastRatio(text, background);
  return (
    <Box
      sx={{
        bgcolor: background,
        color: text,
        px: 1.5,
        py: 0.75,
        borderRadius: 1,
        display: 'inline-block',
        // Large bold text (at least 18.66px): 3:1 is enough for WCAG AA here.
        fontSize: '1.2rem',
        fontWeight: 700,
        minWidth: 150,
      }}
    >
      Save · {ratio.toFixed(2)}:1
    </Box>
  );
}

export default function ContrastThreshold() {
  return (
    <TableContainer>
      <Table size="small" aria-label="contrastText at two thresholds">
        <TableHead>
          <TableRow>
            <TableCell>main</TableCell>
            {thresholds.map((value) => (
              <TableCell key={value}>contrastThreshold: {value}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {samples.map((color) => (
            <TableRow key={color}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{color}</TableCell>
              {palettes.map((palette, index) => (
                <TableCell key={thresholds[index]}>
                  <Sample background={color} text={palette.getContrastText(color)} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
