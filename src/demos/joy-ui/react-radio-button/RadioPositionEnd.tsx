import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import StorefrontIcon from '@mui/icons-material/Storefront';
import ElectricBoltIcon from '@mui/icons-material/ElectricBolt';

const options = [
  { value: 'standard', label: 'Standard delivery (3-5 days)', icon: <LocalShippingIcon /> },
  { value: 'express', label: 'Express delivery (next day)', icon: <ElectricBoltIcon /> },
  { value: 'pickup', label: 'Pick up in store', icon: <StorefrontIcon /> },
];

export default function RadioPositionEnd() {
  const [value, setValue] = React.useState('standard');

  return (
    <div style={{ width: '100%', maxWidth: 360 }}>
      <Typography id="delivery-label" level="title-sm" sx={{ mb: 1 }}>
        Delivery
      </Typography>
      <RadioGroup
        aria-labelledby="delivery-label"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      >
        <List
          variant="outlined"
          sx={{ borderRadius: 'sm', '--List-gap': '0px' }}
        >
          {options.map((option) => (
            <ListItem key={option.value} variant={value === option.value ? 'soft' : 'plain'}>
              <ListItemDecorator>{option.icon}</ListItemDecorator>
              <Radio
                overlay
                value={option.value}
                label={option.label}
                sx={{ flexGrow: 1, flexDirection: 'row-reverse' }}
              />
            </ListItem>
          ))}
        </List>
      </RadioGroup>
    </div>
  );
}
