import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { createTheme } from '@mui/material/styles';

const fontSizes = [12, 14, 16];
const htmlFontSizes = [16, 10];

export default function FontSizeSettings() {
  const [fontSize, setFontSize] = React.useState(14);
  const [htmlFontSize, setHtmlFontSize] = React.useState(16);
  const { typography } = React.useMemo(
    () => createTheme({ typography: { fontSize, htmlFontSize } }),
    [fontSize, htmlFontSize],
  );

  const rows: Array<[string, string]> = [
    ['typography.body1.fontSize', String(typography.body1.fontSize)],
    ['typography.h4.fontSize', String(typography.h4.fontSize)],
    ['typography.caption.fontSize', String(typography.caption.fontSize)],
    ['typography.pxToRem(24)', typography.pxToRem(24)],
  ];

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ width: '100%' }}>
      <Stack spacing={1}>
        <FormControl>
          <FormLabel id="font-size-label">fontSize</FormLabel>
          <RadioGroup
            row
            aria-labelledby="font-size-label"
            value={fontSize}
            onChange={(event) => setFontSize(Number(event.target.value))}
          >
            {fontSizes.map((size) => (
              <FormControlLabel key={size} value={size} control={<Radio />} label={size} />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id="html-font-size-label">htmlFontSize</FormLabel>
          <RadioGroup
            row
            aria-labelledby="html-font-size-label"
            value={htmlFontSize}
            onChange={(event) => setHtmlFontSize(Number(event.target.value))}
          >
            {htmlFontSizes.map((size) => (
              <FormControlLabel key={size} value={size} control={<Radio />} label={size} />
            ))}
          </RadioGroup>
        </FormControl>
      </Stack>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Table size="small" aria-label="Computed sizes">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{label}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }} data-testid={label}>
                  {value}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
}
