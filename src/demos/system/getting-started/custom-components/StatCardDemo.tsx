import Box from '@mui/system/Box';
import { styled, type SxProps, type Theme } from '@mui/material/styles';

interface StatCardProps {
  label: string;
  value: string;
  trend: number;
  sx?: SxProps<Theme>;
}

const StatCardRoot = styled('div', { name: 'StatCard', slot: 'root' })(
  ({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(0.5),
    padding: theme.spacing(2),
    minWidth: 180,
    borderRadius: theme.shape.borderRadius,
    // theme.vars holds the CSS variables when the theme has them, so the card
    // follows the color scheme; theme.palette alone is the default scheme's.
    border: `1px solid ${(theme.vars || theme).palette.divider}`,
    backgroundColor: (theme.vars || theme).palette.background.paper,
  }),
);

function StatCard({ label, value, trend, sx }: StatCardProps) {
  return (
    <StatCardRoot sx={sx}>
      <Box sx={{ typography: 'body2', color: 'text.secondary' }}>{label}</Box>
      <Box sx={{ typography: 'h5', fontWeight: 'fontWeightMedium' }}>{value}</Box>
      <Box
        sx={{
          typography: 'caption',
          color: trend >= 0 ? 'success.main' : 'error.main',
        }}
      >
        {trend >= 0 ? '+' : ''}
        {trend}% since last week
      </Box>
    </StatCardRoot>
  );
}

export default function StatCardDemo() {
  return (
    <Box sx={{ width: 1, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <StatCard label="Sessions" value="98.3 K" trend={18.7} />
      <StatCard label="Bounce rate" value="41.2 %" trend={-3.1} />
      <StatCard
        label="Conversions"
        value="1,284"
        trend={4.4}
        sx={{ borderColor: 'primary.main', boxShadow: 3 }}
      />
    </Box>
  );
}
