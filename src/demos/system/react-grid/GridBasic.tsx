import * as React from 'react';
import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

function Item({ children }: { children: React.ReactNode }) {
  return (
    <Box
      sx={{
        p: 1.5,
        textAlign: 'center',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {children}
    </Box>
  );
}

export default function GridBasic() {
  return (
    <Grid container spacing={2} sx={{ width: 1 }}>
      <Grid size={8}>
        <Item>size=8</Item>
      </Grid>
      <Grid size={4}>
        <Item>size=4</Item>
      </Grid>
      <Grid size={4}>
        <Item>size=4</Item>
      </Grid>
      <Grid size={8}>
        <Item>size=8</Item>
      </Grid>
    </Grid>
  );
}
