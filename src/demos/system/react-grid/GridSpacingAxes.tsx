import * as React from 'react';
import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';
import Slider from '@mui/material/Slider';

export default function GridSpacingAxes() {
  const [rowSpacing, setRowSpacing] = React.useState(1);
  const [columnSpacing, setColumnSpacing] = React.useState(3);

  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        {[
          { id: 'grid-row-spacing', label: 'rowSpacing', value: rowSpacing, set: setRowSpacing },
          {
            id: 'grid-column-spacing',
            label: 'columnSpacing',
            value: columnSpacing,
            set: setColumnSpacing,
          },
        ].map((control) => (
          <Box key={control.id} sx={{ width: 200 }}>
            <Box id={control.id} sx={{ fontSize: 14 }}>
              {control.label}: {control.value}
            </Box>
            <Slider
              value={control.value}
              min={0}
              max={5}
              step={0.5}
              marks
              onChange={(_event, value) => control.set(value)}
              aria-labelledby={control.id}
            />
          </Box>
        ))}
      </Box>
      <Grid container rowSpacing={rowSpacing} columnSpacing={columnSpacing}>
        {Array.from({ length: 6 }, (_, index) => (
          <Grid key={index} size={4}>
            <Box
              sx={{
                py: 1.5,
                textAlign: 'center',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: 'background.paper',
              }}
            >
              Item {index + 1}
            </Box>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
