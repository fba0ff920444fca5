import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';

type Direction = 'row' | 'column';
type Align = 'flex-start' | 'center' | 'flex-end';

export default function StackInteractive() {
  const [direction, setDirection] = React.useState<Direction>('row');
  const [alignItems, setAlignItems] = React.useState<Align>('center');
  const [spacing, setSpacing] = React.useState(2);

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
        <FormControl>
          <FormLabel>direction</FormLabel>
          <RadioGroup orientation="horizontal" value={direction} onChange={(event) => setDirection(event.target.value as Direction)}>
            <Radio value="row" label="row" size="sm" />
            <Radio value="column" label="column" size="sm" />
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel>alignItems</FormLabel>
          <RadioGroup orientation="horizontal" value={alignItems} onChange={(event) => setAlignItems(event.target.value as Align)}>
            <Radio value="flex-start" label="start" size="sm" />
            <Radio value="center" label="center" size="sm" />
            <Radio value="flex-end" label="end" size="sm" />
          </RadioGroup>
        </FormControl>
        <FormControl sx={{ width: 200 }}>
          <FormLabel>spacing: {spacing}</FormLabel>
          <Slider
            size="sm"
            min={0}
            max={4}
            step={0.5}
            value={spacing}
            onChange={(_event, value) => setSpacing(value as number)}
            slotProps={{ input: { 'aria-label': 'Spacing' } }}
          />
        </FormControl>
      </Stack>
      <Sheet variant="soft" sx={{ p: 2, borderRadius: 'md', height: 240 }}>
        <Stack direction={direction} spacing={spacing} sx={{ alignItems, height: '100%' }}>
          {['Alpha', 'Beta', 'Gamma'].map((item, index) => (
            <Sheet key={item} variant="outlined" sx={{ px: 2, py: 1 + index, borderRadius: 'sm' }}>
              {item}
            </Sheet>
          ))}
        </Stack>
      </Sheet>
    </Stack>
  );
}
