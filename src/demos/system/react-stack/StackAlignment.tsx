import * as React from 'react';
import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

const justifyOptions = ['flex-start', 'center', 'flex-end', 'space-between', 'space-evenly'];
const alignOptions = ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'];

const heights = [40, 64, 52];

export default function StackAlignment() {
  const [justifyContent, setJustifyContent] = React.useState('space-between');
  const [alignItems, setAlignItems] = React.useState('center');

  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="stack-justify-label">justifyContent</InputLabel>
          <Select
            labelId="stack-justify-label"
            label="justifyContent"
            value={justifyContent}
            onChange={(event) => setJustifyContent(event.target.value)}
            MenuProps={{ disablePortal: true }}
          >
            {justifyOptions.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="stack-align-label">alignItems</InputLabel>
          <Select
            labelId="stack-align-label"
            label="alignItems"
            value={alignItems}
            onChange={(event) => setAlignItems(event.target.value)}
            MenuProps={{ disablePortal: true }}
          >
            {alignOptions.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{
          justifyContent,
          alignItems,
          height: 120,
          p: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {heights.map((height, index) => (
          <Box
            key={height}
            sx={{
              minHeight: height,
              px: 2,
              py: 1,
              borderRadius: 1,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
            }}
          >
            Item {index + 1}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
