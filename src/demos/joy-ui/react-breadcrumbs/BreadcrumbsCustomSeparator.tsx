import * as React from 'react';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';

const steps = ['Cart', 'Shipping', 'Payment', 'Review'];

export default function BreadcrumbsCustomSeparator() {
  const [step, setStep] = React.useState(2);

  return (
    <Stack spacing={2}>
      <Breadcrumbs
        aria-label="Checkout steps"
        separator={<NavigateNextIcon sx={{ color: 'text.tertiary' }} />}
      >
        {steps.map((name, index) =>
          index < step ? (
            <Chip
              key={name}
              variant="soft"
              color="success"
              onClick={() => setStep(index)}
            >
              {name}
            </Chip>
          ) : (
            <Chip
              key={name}
              variant={index === step ? 'solid' : 'outlined'}
              color={index === step ? 'primary' : 'neutral'}
              aria-current={index === step ? 'step' : undefined}
            >
              {name}
            </Chip>
          ),
        )}
      </Breadcrumbs>
      <Typography level="body-sm">
        Step {step + 1} of {steps.length}. Click a finished step to go back to it.
      </Typography>
    </Stack>
  );
}
