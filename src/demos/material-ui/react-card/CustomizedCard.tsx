import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';

// A card with a coloured top edge and softer corners, reusable across a dashboard.
const StatCard = styled(Card)(({ theme }) => ({
  borderRadius: theme.spacing(2),
  boxShadow: 'none',
  border: `1px solid ${(theme.vars || theme).palette.divider}`,
  borderTopWidth: 4,
  borderTopColor: (theme.vars || theme).palette.primary.main,
}));

export default function CustomizedCard() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <StatCard sx={{ width: 280 }}>
        <CardContent>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
            Monthly revenue
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
            €48,200
          </Typography>
          <Chip
            size="small"
            color="success"
            variant="outlined"
            icon={<TrendingUpIcon />}
            label="+12% on April"
            sx={{ mt: 1 }}
          />
        </CardContent>
      </StatCard>
    </Box>
  );
}
