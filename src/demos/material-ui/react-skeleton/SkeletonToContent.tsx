import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Stats {
  visitors: string;
  signups: string;
}

// Stands in for a request to your server.
function fetchStats(): Promise<Stats> {
  return new Promise((resolve) => {
    setTimeout(() => resolve({ visitors: '12,480', signups: '316' }), 1500);
  });
}

function Figure({ label, value }: { label: string; value: string | null }) {
  return (
    <Box sx={{ flex: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      {/* The skeleton takes the size of the h4 line, so nothing moves when the value arrives. */}
      <Typography variant="h4" component="p">
        {value ?? <Skeleton width="60%" />}
      </Typography>
    </Box>
  );
}

export default function SkeletonToContent() {
  const [stats, setStats] = React.useState<Stats | null>(null);
  const [round, setRound] = React.useState(0);

  React.useEffect(() => {
    let active = true;
    void fetchStats().then((result) => {
      if (active) {
        setStats(result);
      }
    });
    return () => {
      active = false;
    };
  }, [round]);

  return (
    <Box sx={{ width: 420, maxWidth: '100%', mx: 'auto' }}>
      <Stack direction="row" spacing={2} aria-busy={stats === null} aria-live="polite">
        <Figure label="Visitors this week" value={stats?.visitors ?? null} />
        <Figure label="Sign-ups" value={stats?.signups ?? null} />
      </Stack>
      <Button
        sx={{ mt: 1 }}
        onClick={() => {
          setStats(null);
          setRound((value) => value + 1);
        }}
      >
        Reload
      </Button>
    </Box>
  );
}
