import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';

export default function SimpleFade() {
  const [saved, setSaved] = React.useState(false);

  return (
    <Box
      sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Button variant="contained" onClick={() => setSaved((prev) => !prev)}>
        {saved ? 'Reset' : 'Save'}
      </Button>
      <Fade in={saved}>
        <Alert severity="success">Changes saved</Alert>
      </Fade>
    </Box>
  );
}
