import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { createTheme, responsiveFontSizes } from '@mui/material/styles';

const variants = ['h1', 'h2', 'h3', 'h4', 'h5'] as const;
const steps = ['sm', 'md', 'lg'] as const;

export default function ResponsiveFontSizesTable() {
  const [factor, setFactor] = React.useState(2);
  const theme = React.useMemo(() => responsiveFontSizes(createTheme(), { factor }), [factor]);

  // Each variant holds its smallest size, then one media query per breakpoint.
  const sizeAt = (variant: (typeof variants)[number], step: (typeof steps)[number] | 'xs') => {
    const style = theme.typography[variant] as Record<string, unknown>;
    if (step === 'xs') {
      return String(style.fontSize);
    }
    const rule = style[theme.breakpoints.up(step)] as { fontSize?: string } | undefined;
    return rule?.fontSize ?? '–';
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ maxWidth: 320, px: 1 }}>
        <Typography id="factor-label" variant="body2" gutterBottom>
          factor: {factor}
        </Typography>
        <Slider
          aria-labelledby="factor-label"
          value={factor}
          min={1}
          max={5}
          step={0.5}
          marks
          onChange={(_event, value) => setFactor(value)}
        />
      </Box>
      <TableContainer>
        <Table size="small" aria-label="Font size per breakpoint">
          <TableHead>
            <TableRow>
              <TableCell>Variant</TableCell>
              <TableCell>xs</TableCell>
              {steps.map((step) => (
                <TableCell key={step}>{step} and up</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {variants.map((variant) => (
              <TableRow key={variant}>
                <TableCell>{variant}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{sizeAt(variant, 'xs')}</TableCell>
                {steps.map((step) => (
                  <TableCell key={step} sx={{ fontFamily: 'monospace' }}>
                    {sizeAt(variant, step)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
