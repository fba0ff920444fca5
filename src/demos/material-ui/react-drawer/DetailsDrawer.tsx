import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

const details = [
  ['Invoice', 'INV-2041'],
  ['Customer', 'Northwind Traders'],
  ['Issued', '3 March 2026'],
  ['Due', '2 April 2026'],
  ['Amount', '€ 1,280.00'],
];

export default function DetailsDrawer() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        View invoice details
      </Button>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: { xs: '100%', sm: 360 } },
          },
        }}
      >
        <Stack sx={{ height: '100%' }}>
          <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1 }}>
            <Typography
              id={titleId}
              variant="h6"
              component="h2"
              sx={{ flexGrow: 1 }}
            >
              Invoice INV-2041
            </Typography>
            <IconButton aria-label="Close details" onClick={() => setOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Divider />
          <Box component="dl" sx={{ flexGrow: 1, overflow: 'auto', px: 2, m: 0 }}>
            {details.map(([term, value]) => (
              <Box key={term} sx={{ py: 1.5 }}>
                <Typography
                  component="dt"
                  variant="body2"
                  sx={{ color: 'text.secondary' }}
                >
                  {term}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Divider />
          <Stack
            direction="row"
            spacing={1}
            sx={{ p: 2, justifyContent: 'flex-end' }}
          >
            <Button onClick={() => setOpen(false)}>Close</Button>
            <Button variant="contained" onClick={() => setOpen(false)}>
              Mark as paid
            </Button>
          </Stack>
        </Stack>
      </Drawer>
    </div>
  );
}
