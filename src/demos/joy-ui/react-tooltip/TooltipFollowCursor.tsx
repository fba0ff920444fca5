import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';

const days = [
  { day: 'Mon', visits: 120 },
  { day: 'Tue', visits: 180 },
  { day: 'Wed', visits: 90 },
  { day: 'Thu', visits: 210 },
  { day: 'Fri', visits: 160 },
];

export default function TooltipFollowCursor() {
  return (
    <Sheet variant="outlined" sx={{ width: '100%', maxWidth: 360, p: 2, borderRadius: 'sm' }}>
      <Typography level="title-sm" sx={{ mb: 1 }}>
        Visits this week
      </Typography>
      <Box
        role="list"
        aria-label="Visits per day"
        sx={{ display: 'flex', alignItems: 'flex-end', gap: 1.5, height: 140 }}
      >
        {days.map(({ day, visits }) => (
          <Tooltip
            key={day}
            title={`${day}: ${visits} visits`}
            followCursor
            describeChild
            variant="outlined"
          >
            <Box
              role="listitem"
              tabIndex={0}
              aria-label={`${day}: ${visits} visits`}
              sx={{
                flex: 1,
                height: `${(visits / 210) * 100}%`,
                bgcolor: 'primary.solidBg',
                borderRadius: 'xs',
                '&:hover, &:focus-visible': { bgcolor: 'primary.solidHoverBg' },
              }}
            />
          </Tooltip>
        ))}
      </Box>
    </Sheet>
  );
}
