import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

const justifyOptions = [
  'flex-start',
  'center',
  'flex-end',
  'space-between',
  'space-around',
  'space-evenly',
];
const alignOptions = ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'];

export default function StackAlignment() {
  const [justifyContent, setJustifyContent] = React.useState('center');
  const [alignItems, setAlignItems] = React.useState('center');

  return (
    <Box sx={{ width: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <FormControl size="sm">
          <FormLabel id="stack-justify-label">justifyContent</FormLabel>
          <Select
            slotProps={{ button: { 'aria-labelledby': 'stack-justify-label' } }}
            value={justifyContent}
            onChange={(_event, value) => value && setJustifyContent(value)}
            sx={{ minWidth: 160 }}
          >
            {justifyOptions.map((item) => (
              <Option key={item} value={item}>
                {item}
              </Option>
            ))}
          </Select>
        </FormControl>
        <FormControl size="sm">
          <FormLabel id="stack-align-label">alignItems</FormLabel>
          <Select
            slotProps={{ button: { 'aria-labelledby': 'stack-align-label' } }}
            value={alignItems}
            onChange={(_event, value) => value && setAlignItems(value)}
            sx={{ minWidth: 160 }}
          >
            {alignOptions.map((item) => (
              <Option key={item} value={item}>
                {item}
              </Option>
            ))}
          </Select>
        </FormControl>
      </Box>
      <Stack
        data-testid="stack-alignment-box"
        direction="row"
        spacing={1}
        sx={{
          justifyContent,
          alignItems,
          height: 140,
          p: 1,
          borderRadius: 'sm',
          bgcolor: 'background.level1',
        }}
      >
        {[40, 64, 88].map((height, index) => (
          <Sheet
            key={height}
            variant="outlined"
            sx={{
              px: 2,
              py: 1,
              minHeight: alignItems === 'stretch' ? undefined : height,
              borderRadius: 'sm',
            }}
          >
            Item {index + 1}
          </Sheet>
        ))}
      </Stack>
    </Box>
  );
}
