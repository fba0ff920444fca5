import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import SpeedDial, { type SpeedDialProps } from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PrintIcon from '@mui/icons-material/Print';
import SaveIcon from '@mui/icons-material/Save';

type Direction = NonNullable<SpeedDialProps['direction']>;

const directions: Direction[] = ['up', 'right', 'down', 'left'];

const actions = [
  { icon: <ContentCopyIcon />, name: 'Copy' },
  { icon: <SaveIcon />, name: 'Save' },
  { icon: <PrintIcon />, name: 'Print' },
];

// Place the button so that the actions have room in the chosen direction.
const positions: Record<Direction, object> = {
  up: { bottom: 16, left: '50%', transform: 'translateX(-50%)' },
  down: { top: 16, left: '50%', transform: 'translateX(-50%)' },
  left: { right: 16, top: '50%', transform: 'translateY(-50%)' },
  right: { left: 16, top: '50%', transform: 'translateY(-50%)' },
};

export default function SpeedDialDirections() {
  const [direction, setDirection] = React.useState<Direction>('up');
  const [hidden, setHidden] = React.useState(false);

  return (
    <Box>
      <FormLabel id="speed-dial-direction-label">Direction</FormLabel>
      <RadioGroup
        row
        aria-labelledby="speed-dial-direction-label"
        value={direction}
        onChange={(event) => setDirection(event.target.value as Direction)}
      >
        {directions.map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio />}
            label={value}
          />
        ))}
      </RadioGroup>
      <FormControlLabel
        control={
          <Switch
            checked={hidden}
            onChange={(event) => setHidden(event.target.checked)}
          />
        }
        label="Hidden"
      />
      <Box
        sx={{
          position: 'relative',
          height: 300,
          mt: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <SpeedDial
          ariaLabel="File actions"
          hidden={hidden}
          icon={<SpeedDialIcon />}
          direction={direction}
          sx={{ position: 'absolute', ...positions[direction] }}
        >
          {actions.map((action) => (
            <SpeedDialAction
              key={action.name}
              icon={action.icon}
              slotProps={{ tooltip: { title: action.name } }}
            />
          ))}
        </SpeedDial>
      </Box>
    </Box>
  );
}
