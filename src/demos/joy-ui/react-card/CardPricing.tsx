import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';

const plans = [
  { name: 'Starter', price: 9, features: ['3 projects', 'E-mail support'], highlight: false },
  {
    name: 'Team',
    price: 29,
    features: ['Unlimited projects', 'Priority support', 'Single sign-on'],
    highlight: true,
  },
];

export default function CardPricing() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
      {plans.map((plan) => (
        <Card
          key={plan.name}
          component="section"
          aria-labelledby={`plan-${plan.name}`}
          variant={plan.highlight ? 'solid' : 'outlined'}
          color={plan.highlight ? 'primary' : 'neutral'}
          invertedColors={plan.highlight}
          sx={{ width: 240 }}
        >
          {plan.highlight && (
            <Chip size="sm" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
              Most popular
            </Chip>
          )}
          <Typography id={`plan-${plan.name}`} level="h3">
            {plan.name}
          </Typography>
          <Divider inset="none" />
          <CardContent>
            <List size="sm">
              {plan.features.map((feature) => (
                <ListItem key={feature}>
                  <ListItemDecorator>
                    <Check />
                  </ListItemDecorator>
                  {feature}
                </ListItem>
              ))}
            </List>
          </CardContent>
          <Divider inset="none" />
          <CardActions>
            <Typography level="title-lg" sx={{ mr: 'auto' }}>
              ${plan.price}{' '}
              <Typography level="body-sm" component="span" textColor="inherit">
                / month
              </Typography>
            </Typography>
            <Button variant={plan.highlight ? 'solid' : 'soft'}>Choose</Button>
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}
