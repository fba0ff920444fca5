import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Grid from '@mui/joy/Grid';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

type Direction = 'row' | 'row-reverse';
type Justify = 'flex-start' | 'center' | 'flex-end' | 'space-between' | 'space-around';
type Align = 'flex-start' | 'center' | 'flex-end' | 'stretch';

const heights = [48, 80, 64];

export default function GridInteractive() {
  const [direction, setDirection] = React.useState<Direction>('row');
  const [justifyContent, setJustifyContent] = React.useState<Justify>('center');
  const [alignItems, setAlignItems] = React.useState<Align>('center');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', gap: 2 }}>
        <FormControl size="sm">
          <FormLabel>direction</FormLabel>
          <Select value={direction} onChange={(_event, value) => value && setDirection(value)} sx={{ minWidth: 150 }}>
            {(['row', 'row-reverse'] as const).map((value) => (
              <Option key={value} value={value}>
                {value}
              </Option>
            ))}
          </Select>
        </FormControl>
        <FormControl size="sm">
          <FormLabel>justifyContent</FormLabel>
          <Select value={justifyContent} onChange={(_event, value) => value && setJustifyContent(value)} sx={{ minWidth: 150 }}>
            {(['flex-start', 'center', 'flex-end', 'space-between', 'space-around'] as const).map((value) => (
              <Option key={value} value={value}>
                {value}
              </Option>
            ))}
          </Select>
        </FormControl>
        <FormControl size="sm">
          <FormLabel>alignItems</FormLabel>
          <Select value={alignItems} onChange={(_event, value) => value && setAlignItems(value)} sx={{ minWidth: 150 }}>
            {(['flex-start', 'center', 'flex-end', 'stretch'] as const).map((value) => (
              <Option key={value} value={value}>
                {value}
              </Option>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <Sheet variant="soft" sx={{ height: 260, p: 1, borderRadius: 'md' }}>
        <Grid container spacing={1} direction={direction} sx={{ height: '100%', justifyContent, alignItems }}>
          {heights.map((height, index) => (
            <Grid key={height}>
              <Sheet variant="outlined" sx={{ width: 72, minHeight: height, height: alignItems === 'stretch' ? '100%' : height, display: 'grid', placeItems: 'center', borderRadius: 'sm' }}>
                Cell {index + 1}
              </Sheet>
            </Grid>
          ))}
        </Grid>
      </Sheet>
    </Stack>
  );
}
