import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';

const Owner = React.createContext('nobody');

function OwnerBadge() {
  const owner = React.useContext(Owner);
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      Context read inside the portal: {owner}
    </Typography>
  );
}

export default function PortalEventBubbling() {
  const [clicks, setClicks] = React.useState(0);
  const [target, setTarget] = React.useState<HTMLDivElement | null>(null);

  return (
    <Owner.Provider value="Team Falcon">
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}
      >
        <Box
          onClick={() => setClicks((prev) => prev + 1)}
          sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Typography variant="subtitle2">React parent</Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Clicks that reached my onClick: {clicks}
          </Typography>
          <Portal container={target}>
            <Button variant="contained" size="small" sx={{ mb: 1 }}>
              Click me
            </Button>
            <OwnerBadge />
          </Portal>
        </Box>
        <Box
          ref={setTarget}
          sx={{
            p: 2,
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'primary.main',
            borderRadius: 1,
          }}
        >
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            DOM container
          </Typography>
        </Box>
      </Box>
    </Owner.Provider>
  );
}
