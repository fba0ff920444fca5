import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

const hours = ['6h', '9h', '12h', '15h', '18h', '21h'];
const values = [12, 28, 45, 38, 52, 20];
const chartLabel = `Visitors per hour: ${hours
  .map((hour, index) => `${hour} ${values[index]}`)
  .join(', ')}`;

export default function FollowCursorPopper() {
  const [position, setPosition] = React.useState<{
    x: number;
    y: number;
  } | null>(null);
  const [column, setColumn] = React.useState(0);

  const anchor = React.useMemo(
    () =>
      position && {
        getBoundingClientRect: () => new DOMRect(position.x, position.y, 0, 0),
      },
    [position],
  );

  return (
    <Box sx={{ py: 1 }}>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
        Visitors per hour. Move the pointer over the chart.
      </Typography>
      <Box
        role="img"
        aria-label={chartLabel}
        onMouseMove={(event) => {
          const rect = event.currentTarget.getBoundingClientRect();
          const index = Math.floor(
            ((event.clientX - rect.left) / rect.width) * hours.length,
          );
          setColumn(Math.max(0, Math.min(hours.length - 1, index)));
          setPosition({ x: event.clientX, y: event.clientY });
        }}
        onMouseLeave={() => setPosition(null)}
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          gap: 1,
          width: 360,
          maxWidth: '100%',
          height: 160,
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {values.map((value, index) => (
          <Box
            key={hours[index]}
            sx={{
              flex: 1,
              height: `${(value / 60) * 100}%`,
              bgcolor:
                position && index === column ? 'primary.dark' : 'primary.main',
              borderRadius: 0.5,
            }}
          />
        ))}
      </Box>
      <Popper
        open={anchor !== null}
        anchorEl={anchor}
        placement="top"
        modifiers={[{ name: 'offset', options: { offset: [0, 12] } }]}
        sx={{ zIndex: 'tooltip', pointerEvents: 'none' }}
      >
        <Paper elevation={4} sx={{ px: 1.5, py: 0.5 }}>
          <Typography variant="body2">
            {hours[column]}: {values[column]} visitors
          </Typography>
        </Paper>
      </Popper>
    </Box>
  );
}
