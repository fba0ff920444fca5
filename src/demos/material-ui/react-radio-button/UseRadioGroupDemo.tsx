import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel, {
  type FormControlLabelProps,
} from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup, { useRadioGroup } from '@mui/material/RadioGroup';
import { styled } from '@mui/material/styles';

// Reads the group's value from context to style the selected option's whole row.
const OptionRow = styled(FormControlLabel, {
  shouldForwardProp: (prop) => prop !== 'selected',
})<{ selected: boolean }>(({ theme, selected }) => ({
  margin: 0,
  paddingRight: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${selected ? (theme.vars || theme).palette.primary.main : (theme.vars || theme).palette.divider}`,
  '& .MuiFormControlLabel-label': {
    fontWeight: selected ? 600 : 400,
  },
}));

function Option(props: FormControlLabelProps) {
  const radioGroup = useRadioGroup();
  const selected = radioGroup?.value === props.value;
  return <OptionRow selected={selected} {...props} />;
}

export default function UseRadioGroupDemo() {
  const labelId = React.useId();

  return (
    <FormControl>
      <FormLabel id={labelId} sx={{ mb: 1 }}>
        Seat
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name="seat"
        defaultValue="aisle"
        sx={{ gap: 1 }}
      >
        <Option value="window" control={<Radio />} label="Window" />
        <Option value="aisle" control={<Radio />} label="Aisle" />
        <Option value="middle" control={<Radio />} label="Middle" />
      </RadioGroup>
    </FormControl>
  );
}
