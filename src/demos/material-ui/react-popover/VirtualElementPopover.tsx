import * as React from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

interface Point {
  x: number;
  y: number;
}

const seats = ['A', 'B', 'C', 'D', 'E', 'F'];

export default function VirtualElementPopover() {
  const [area, setArea] = React.useState<HTMLButtonElement | null>(null);
  const [point, setPoint] = React.useState<Point | null>(null);

  // A virtual element: an object with getBoundingClientRect. The point is stored relative
  // to the area, so the popover follows the area if the page moves.
  const anchor = React.useMemo(() => {
    if (!point || !area) {
      return null;
    }
    return {
      nodeType: 1 as const,
      getBoundingClientRect: () => {
        const rect = area.getBoundingClientRect();
        return new DOMRect(rect.left + point.x, rect.top + point.y, 0, 0);
      },
    };
  }, [point, area]);

  const seat = point
    ? `${seats[Math.min(seats.length - 1, Math.floor(point.x / 60))] ?? 'A'}${Math.floor(point.y / 40) + 1}`
    : '';

  return (
    <div>
      <Typography
        id="virtual-popover-hint"
        variant="body2"
        sx={{ mb: 1, color: 'text.secondary' }}
      >
        Click anywhere on the seating plan (or press Enter on it) to inspect
        that spot.
      </Typography>
      <ButtonBase
        ref={setArea}
        aria-label="Seating plan"
        aria-describedby="virtual-popover-hint"
        onClick={(event) => {
          const rect = event.currentTarget.getBoundingClientRect();
          // A click from the keyboard has no pointer position: use the centre.
          setPoint(
            event.detail === 0
              ? { x: rect.width / 2, y: rect.height / 2 }
              : { x: event.clientX - rect.left, y: event.clientY - rect.top },
          );
        }}
        sx={{
          display: 'block',
          width: 360,
          maxWidth: '100%',
          height: 200,
          cursor: 'crosshair',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          backgroundImage: (theme) => {
            const line = (theme.vars ?? theme).palette.divider;
            return `linear-gradient(${line} 1px, transparent 1px), linear-gradient(90deg, ${line} 1px, transparent 1px)`;
          },
          backgroundSize: '60px 40px',
        }}
      />
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setPoint(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Typography sx={{ p: 2 }}>Seat {seat}: free</Typography>
      </Popover>
    </div>
  );
}
