import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';

type Billing = 'monthly' | 'yearly';

interface Tier {
  title: string;
  monthly: number;
  features: string[];
  cta: string;
  highlighted?: boolean;
}

const tiers: Tier[] = [
  {
    title: 'Starter',
    monthly: 0,
    features: ['1 project', '2 team members', 'Community support'],
    cta: 'Start for free',
  },
  {
    title: 'Team',
    monthly: 18,
    features: ['20 projects', '10 team members', 'Email support', 'Shared templates'],
    cta: 'Try Team',
    highlighted: true,
  },
  {
    title: 'Business',
    monthly: 45,
    features: ['Unlimited projects', 'Unlimited members', 'Phone support', 'Audit log'],
    cta: 'Contact sales',
  },
];

// Yearly billing: two months free, shown as the monthly equivalent.
function priceFor(tier: Tier, billing: Billing): number {
  return billing === 'monthly' ? tier.monthly : Math.round((tier.monthly * 10) / 12);
}

export default function PricingTemplate() {
  const [billing, setBilling] = React.useState<Billing>('monthly');

  return (
    <Box
      role="region"
      aria-label="Pricing template"
      tabIndex={0}
      sx={{
        height: 480,
        overflow: 'auto',
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
      }}
    >
      <Box sx={{ textAlign: 'center', mb: 2 }}>
        <Typography component="h3" variant="h5">
          Pricing
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          Pay by the month, or by the year and get two months free.
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={billing}
          aria-label="Billing period"
          onChange={(_event, value: Billing | null) => value && setBilling(value)}
        >
          <ToggleButton value="monthly">Monthly</ToggleButton>
          <ToggleButton value="yearly">Yearly</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Grid container spacing={2} sx={{ alignItems: 'stretch' }}>
        {tiers.map((tier) => (
          <Grid key={tier.title} size={{ xs: 12, sm: 4 }}>
            <Card
              variant="outlined"
              data-testid={`tier-${tier.title.toLowerCase()}`}
              sx={{
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                borderColor: tier.highlighted ? 'primary.main' : 'divider',
              }}
            >
              <CardContent sx={{ flexGrow: 1 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Typography component="h4" variant="h6">
                    {tier.title}
                  </Typography>
                  {tier.highlighted ? <Chip size="small" color="primary" label="Popular" /> : null}
                </Box>
                <Typography variant="h4" component="p" sx={{ my: 1 }}>
                  ${priceFor(tier, billing)}
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                    {' '}
                    / month
                  </Typography>
                </Typography>
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                  {billing === 'yearly' && tier.monthly > 0
                    ? `Billed $${tier.monthly * 10} once a year`
                    : 'Billed monthly, cancel any time'}
                </Typography>
                <List dense>
                  {tier.features.map((feature) => (
                    <ListItem key={feature} disableGutters>
                      <ListItemIcon sx={{ minWidth: 28 }}>
                        <CheckIcon fontSize="small" color="success" />
                      </ListItemIcon>
                      <ListItemText primary={feature} />
                    </ListItem>
                  ))}
                </List>
              </CardContent>
              <CardActions>
                <Button fullWidth variant={tier.highlighted ? 'contained' : 'outlined'}>
                  {tier.cta}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
