import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const plans = [
  { name: 'Starter', price: '$0', note: 'One project, community support' },
  { name: 'Team', price: '$12', note: 'Unlimited projects, shared boards' },
  { name: 'Business', price: '$29', note: 'Audit log, single sign-on' },
];

export default function ResponsiveSxValues() {
  return (
    <Box sx={{ width: '100%' }}>
      <Box
        sx={{
          display: 'grid',
          // Object syntax: only the breakpoints where the value changes.
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          // Array syntax: xs, sm, md.
          gap: [1, 2, 3],
        }}
      >
        {plans.map((plan) => (
          <Paper key={plan.name} variant="outlined" sx={{ p: { xs: 1.5, md: 2.5 } }}>
            <Typography variant="subtitle1" component="h3">
              {plan.name}
            </Typography>
            <Typography sx={{ typography: { xs: 'h5', md: 'h4' } }}>{plan.price}</Typography>
            <Typography
              variant="body2"
              sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}
            >
              {plan.note}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Typography variant="caption" component="p" sx={{ mt: 1, color: 'text.secondary' }}>
        One column on phones, two from sm, three from md; the notes are hidden below sm.
      </Typography>
    </Box>
  );
}
