import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {} from '@mui/material/themeCssVarsAugmentation';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// theme.vars holds var(...) references, so the override follows the active
// color scheme without a new theme. Channels make transparent variants.
const withVarsOverrides = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiCard: {
      styleOverrides: {
        root: outer.vars
          ? {
              border: `1px solid ${outer.vars.palette.divider}`,
              backgroundColor: `rgba(${outer.vars.palette.primary.mainChannel} / 0.06)`,
              transition: outer.transitions.create('border-color'),
              '&:hover': { borderColor: outer.vars.palette.primary.main },
            }
          : { border: `1px solid ${outer.palette.divider}` },
      },
    },
  },
});

const plans = [
  { name: 'Starter', detail: '3 projects, community support' },
  { name: 'Team', detail: 'Unlimited projects, email support' },
];

export default function ThemeVarsOverrides() {
  return (
    <ThemeProvider theme={withVarsOverrides}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {plans.map((plan) => (
          <Card key={plan.name} elevation={0} sx={{ flex: 1 }}>
            <CardActionArea>
              <CardContent>
                <Typography variant="subtitle1">{plan.name}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {plan.detail}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
    </ThemeProvider>
  );
}
