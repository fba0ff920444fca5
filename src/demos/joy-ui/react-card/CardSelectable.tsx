import * as React from 'react';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Radio, { radioClasses } from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Storefront from '@mui/icons-material/Storefront';

const methods = [
  { value: 'delivery', label: 'Home delivery', detail: '2–3 working days, €4.90', icon: <LocalShipping /> },
  { value: 'pickup', label: 'Pick up in store', detail: 'Ready tomorrow, free', icon: <Storefront /> },
];

export default function CardSelectable() {
  const [value, setValue] = React.useState('delivery');

  return (
    <RadioGroup
      aria-label="Delivery method"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      sx={{ gap: 1.5, flexDirection: { xs: 'column', sm: 'row' } }}
    >
      {methods.map((method) => (
        <Card
          key={method.value}
          orientation="horizontal"
          variant={value === method.value ? 'soft' : 'outlined'}
          color={value === method.value ? 'primary' : 'neutral'}
          sx={{ width: 260, alignItems: 'center', gap: 1.5 }}
        >
          {method.icon}
          <CardContent>
            <Radio
              value={method.value}
              label={method.label}
              overlay
              disableIcon
              sx={{ [`& .${radioClasses.label}`]: { fontWeight: 'lg' } }}
            />
            <Typography level="body-sm">{method.detail}</Typography>
          </CardContent>
        </Card>
      ))}
    </RadioGroup>
  );
}
