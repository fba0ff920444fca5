import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';

const filters = ['In stock', 'Free delivery', 'On sale', 'Four stars and up'];

export default function SwipeableFilterDrawer() {
  const [open, setOpen] = React.useState(false);
  const [checked, setChecked] = React.useState<string[]>(['In stock']);

  const toggle = (filter: string) => {
    setChecked((current) =>
      current.includes(filter)
        ? current.filter((item) => item !== filter)
        : [...current, filter],
    );
  };

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Filters ({checked.length})
      </Button>
      <SwipeableDrawer
        anchor="bottom"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': 'swipeable-filter-title',
            sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16 },
          },
        }}
      >
        <Box sx={{ px: 3, pt: 1, pb: 3 }}>
          {/* The handle hints that the sheet can be dragged down to close. */}
          <Box
            sx={{
              width: 32,
              height: 4,
              borderRadius: 2,
              bgcolor: 'text.disabled',
              mx: 'auto',
              mb: 2,
            }}
          />
          <Typography id="swipeable-filter-title" variant="h6" component="h2">
            Filter products
          </Typography>
          <FormGroup>
            {filters.map((filter) => (
              <FormControlLabel
                key={filter}
                control={
                  <Checkbox
                    checked={checked.includes(filter)}
                    onChange={() => toggle(filter)}
                  />
                }
                label={filter}
              />
            ))}
          </FormGroup>
          <Button
            variant="contained"
            fullWidth
            sx={{ mt: 2 }}
            onClick={() => setOpen(false)}
          >
            Show results
          </Button>
        </Box>
      </SwipeableDrawer>
    </div>
  );
}
