import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

const steps = [
  {
    id: 'account',
    title: '1. Account',
    text: 'Choose a username and a password.',
  },
  { id: 'profile', title: '2. Profile', text: 'Add a photo and a short bio.' },
  { id: 'team', title: '3. Team', text: 'Invite colleagues by e-mail.' },
];

export default function AccordionControlled() {
  const [expanded, setExpanded] = React.useState<string | null>('account');

  return (
    <AccordionGroup variant="outlined" sx={{ maxWidth: 480, width: '100%', borderRadius: 'md' }}>
      {steps.map((step) => (
        <Accordion
          key={step.id}
          expanded={expanded === step.id}
          onChange={(_event, isExpanded) => setExpanded(isExpanded ? step.id : null)}
        >
          <AccordionSummary>{step.title}</AccordionSummary>
          <AccordionDetails>{step.text}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
