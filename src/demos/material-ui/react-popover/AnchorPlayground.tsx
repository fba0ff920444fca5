import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Popover, { type PopoverOrigin } from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

type Vertical = 'top' | 'center' | 'bottom';
type Horizontal = 'left' | 'center' | 'right';

const verticals: Vertical[] = ['top', 'center', 'bottom'];
const horizontals: Horizontal[] = ['left', 'center', 'right'];

interface OriginControlProps {
  name: string;
  origin: PopoverOrigin;
  onChange: (origin: PopoverOrigin) => void;
}

function OriginControl({ name, origin, onChange }: OriginControlProps) {
  return (
    <Grid container spacing={1}>
      <Grid size={12}>
        <Typography
          variant="subtitle2"
          component="p"
          sx={{ fontFamily: 'monospace' }}
        >
          {name}
        </Typography>
      </Grid>
      <Grid size={6}>
        <FormControl>
          <FormLabel id={`${name}-vertical`}>vertical</FormLabel>
          <RadioGroup
            aria-label={`${name} vertical`}
            value={origin.vertical}
            onChange={(event) => {
              const value = verticals.find(
                (item) => item === event.target.value,
              );
              if (value) {
                onChange({ ...origin, vertical: value });
              }
            }}
          >
            {verticals.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio size="small" />}
                label={value}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </Grid>
      <Grid size={6}>
        <FormControl>
          <FormLabel id={`${name}-horizontal`}>horizontal</FormLabel>
          <RadioGroup
            aria-label={`${name} horizontal`}
            value={origin.horizontal}
            onChange={(event) => {
              const value = horizontals.find(
                (item) => item === event.target.value,
              );
              if (value) {
                onChange({ ...origin, horizontal: value });
              }
            }}
          >
            {horizontals.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio size="small" />}
                label={value}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </Grid>
    </Grid>
  );
}

export default function AnchorPlayground() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(
    null,
  );
  const [anchorOrigin, setAnchorOrigin] = React.useState<PopoverOrigin>({
    vertical: 'bottom',
    horizontal: 'left',
  });
  const [transformOrigin, setTransformOrigin] = React.useState<PopoverOrigin>({
    vertical: 'top',
    horizontal: 'left',
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <Button
          variant="contained"
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          Open popover
        </Button>
      </Box>
      <Popover
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={anchorOrigin}
        transformOrigin={transformOrigin}
      >
        <Typography sx={{ p: 2 }}>Attached here.</Typography>
      </Popover>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <OriginControl
            name="anchorOrigin"
            origin={anchorOrigin}
            onChange={setAnchorOrigin}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <OriginControl
            name="transformOrigin"
            origin={transformOrigin}
            onChange={setTransformOrigin}
          />
        </Grid>
      </Grid>
      <Paper
        variant="outlined"
        component="pre"
        sx={{
          m: 0,
          mt: 2,
          p: 2,
          typography: 'body2',
          fontFamily: 'monospace',
          overflowX: 'auto',
        }}
      >
        {`<Popover
  anchorOrigin={{ vertical: '${anchorOrigin.vertical}', horizontal: '${anchorOrigin.horizontal}' }}
  transformOrigin={{ vertical: '${transformOrigin.vertical}', horizontal: '${transformOrigin.horizontal}' }}
>`}
      </Paper>
    </Box>
  );
}
