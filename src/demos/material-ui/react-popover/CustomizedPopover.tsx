import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

export default function CustomizedPopover() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const open = Boolean(anchorEl);

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Button
        variant="outlined"
        startIcon={<InfoOutlinedIcon />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Shipping costs
      </Button>
      <Popover
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slots={{ transition: Fade }}
        slotProps={{
          transition: { timeout: 250 },
          paper: {
            role: 'dialog',
            'aria-label': 'Shipping costs',
            elevation: 0,
            sx: {
              mt: 1,
              width: 280,
              p: 2,
              borderRadius: 3,
              border: 1,
              borderColor: 'divider',
              boxShadow: 8,
            },
          },
        }}
      >
        <Stack spacing={1}>
          <Typography variant="subtitle2">Shipping costs</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Free above €50. Below that, €4.90 within the country and €9.90 to the rest
            of the EU.
          </Typography>
          <Button size="small" sx={{ alignSelf: 'flex-end' }} onClick={() => setAnchorEl(null)}>
            Got it
          </Button>
        </Stack>
      </Popover>
    </Box>
  );
}
