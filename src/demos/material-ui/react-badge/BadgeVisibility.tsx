import * as React from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import AddIcon from '@mui/icons-material/Add';
import ChatIcon from '@mui/icons-material/Chat';
import RemoveIcon from '@mui/icons-material/Remove';

export default function BadgeVisibility() {
  const [count, setCount] = React.useState(3);
  const [showZero, setShowZero] = React.useState(false);
  const [showDot, setShowDot] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
        <Badge badgeContent={count} max={9} showZero={showZero} color="primary">
          <ChatIcon />
        </Badge>
        <ButtonGroup size="small" aria-label="Change the message count">
          <Button
            aria-label="Fewer messages"
            onClick={() => setCount((c) => Math.max(c - 1, 0))}
          >
            <RemoveIcon fontSize="small" />
          </Button>
          <Button aria-label="More messages" onClick={() => setCount((c) => c + 1)}>
            <AddIcon fontSize="small" />
          </Button>
        </ButtonGroup>
        <Badge variant="dot" color="error" invisible={!showDot}>
          <ChatIcon />
        </Badge>
      </Stack>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={
            <Switch
              checked={showZero}
              onChange={(e) => setShowZero(e.target.checked)}
            />
          }
          label="showZero"
        />
        <FormControlLabel
          control={
            <Switch
              checked={showDot}
              onChange={(e) => setShowDot(e.target.checked)}
            />
          }
          label="Show dot"
        />
      </Stack>
    </Stack>
  );
}
