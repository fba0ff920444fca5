import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';

const timings = {
  fast: '0.15s ease',
  slow: { initial: '0.6s ease-in', expanded: '0.3s ease-out' },
  none: '0s',
};

type Timing = keyof typeof timings;

export default function AccordionTransition() {
  const [timing, setTiming] = React.useState<Timing>('slow');

  return (
    <Stack spacing={2} sx={{ maxWidth: 480, width: '100%' }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Transition"
        value={timing}
        onChange={(event) => setTiming(event.target.value as Timing)}
      >
        <Radio value="fast" label="Fast" />
        <Radio value="slow" label="Slow open, quick close" />
        <Radio value="none" label="None" />
      </RadioGroup>
      <AccordionGroup transition={timings[timing]} variant="soft" sx={{ borderRadius: 'md' }}>
        <Accordion>
          <AccordionSummary>Delivery options</AccordionSummary>
          <AccordionDetails>
            Standard delivery takes three to five days. Express delivery arrives the next working
            day if you order before 2 pm.
          </AccordionDetails>
        </Accordion>
        <Accordion>
          <AccordionSummary>Gift wrapping</AccordionSummary>
          <AccordionDetails>Add a card and wrapping paper at checkout.</AccordionDetails>
        </Accordion>
      </AccordionGroup>
    </Stack>
  );
}
