import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

// styled(): spread a variant, then add your own properties.
const FieldLabel = styled('label')(({ theme }) => ({
  ...theme.typography.overline,
  display: 'block',
  color: (theme.vars ?? theme).palette.text.secondary,
}));

const Value = styled('output')(({ theme }) => ({
  ...theme.typography.h5,
  display: 'block',
}));

export default function VariantsInStyles() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <div>
        <FieldLabel htmlFor="monthly-total">Monthly total</FieldLabel>
        <Value id="monthly-total">$4,280</Value>
      </div>
      <div>
        {/* sx: the typography shorthand picks a whole variant. */}
        <Box sx={{ typography: 'overline', color: 'text.secondary' }}>Active seats</Box>
        <Box sx={{ typography: 'h5' }}>37 of 40</Box>
        <Box sx={{ typography: 'caption', color: 'text.secondary' }}>Renews on 1 June</Box>
      </div>
    </Stack>
  );
}
