import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary, { accordionSummaryClasses } from '@mui/joy/AccordionSummary';
import AddIcon from '@mui/icons-material/Add';

const questions = [
  { q: 'Which payment methods do you accept?', a: 'Cards, bank transfer and invoices for business accounts.' },
  { q: 'Can I change my plan later?', a: 'Yes. Upgrades apply at once, downgrades at the end of the billing period.' },
  { q: 'Is there a free trial?', a: 'Every plan starts with 14 days free, no card required.' },
];

export default function AccordionIndicator() {
  return (
    <AccordionGroup
      sx={{
        maxWidth: 480,
        width: '100%',
        // The plus turns into a cross while its item is open.
        [`& .${accordionSummaryClasses.indicator}`]: { transition: '0.2s' },
        [`& [aria-expanded="true"] .${accordionSummaryClasses.indicator}`]: {
          transform: 'rotate(45deg)',
        },
      }}
    >
      {questions.map((item) => (
        <Accordion key={item.q}>
          <AccordionSummary indicator={<AddIcon />}>{item.q}</AccordionSummary>
          <AccordionDetails>{item.a}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
