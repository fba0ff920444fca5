import * as React from 'react';
import Box from '@mui/system/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

const justifyOptions = [
  'flex-start',
  'center',
  'flex-end',
  'space-between',
  'space-around',
  'space-evenly',
];
const alignOptions = ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'];

export default function FlexboxAlignment() {
  const [justifyContent, setJustifyContent] = React.useState('space-between');
  const [alignItems, setAlignItems] = React.useState('center');

  return (
    <Stack spacing={2} sx={{ width: 1 }}>
      <Stack direction="row" spacing={2}>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="flexbox-justify-label">justifyContent</InputLabel>
          <Select
            labelId="flexbox-justify-label"
            label="justifyContent"
            value={justifyContent}
            onChange={(event) => setJustifyContent(event.target.value)}
          >
            {justifyOptions.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="flexbox-align-label">alignItems</InputLabel>
          <Select
            labelId="flexbox-align-label"
            label="alignItems"
            value={alignItems}
            onChange={(event) => setAlignItems(event.target.value)}
          >
            {alignOptions.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <Box
        sx={{
          display: 'flex',
          justifyContent,
          alignItems,
          gap: 1,
          height: 140,
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {[40, 80, 56].map((height, index) => (
          <Box
            key={height}
            sx={{
              minHeight: height,
              px: 2,
              py: 1,
              borderRadius: 1,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            Item {index + 1}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
