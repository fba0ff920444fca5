import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Masonry from '@mui/lab/Masonry';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const questions = [
  {
    q: 'Can I change my plan?',
    a: 'Yes, at any time from the billing page. The new price applies from the next invoice.',
  },
  {
    q: 'Is there a free trial?',
    a: 'Every plan starts with fourteen days free, no card needed.',
  },
  {
    q: 'Where is my data stored?',
    a: 'In two data centres in the European Union, with a daily encrypted backup kept for thirty days. You can export everything as JSON or CSV whenever you like.',
  },
  { q: 'Do you offer discounts?', a: 'Non-profits and schools get half off.' },
  {
    q: 'How do I invite my team?',
    a: 'Open Workspace, then Members, and paste their email addresses. Invitations expire after a week.',
  },
  {
    q: 'Can I cancel?',
    a: 'Yes. Your workspace stays readable for ninety days after cancelling.',
  },
];

export default function VariableHeightMasonry() {
  return (
    <Masonry
      columns={{ xs: 1, sm: 2, md: 3 }}
      spacing={2}
      sx={{ width: '100%' }}
    >
      {questions.map((item, index) => (
        <Accordion
          key={item.q}
          defaultExpanded={index % 2 === 0}
          disableGutters
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`masonry-faq-${index}-content`}
            id={`masonry-faq-${index}-header`}
          >
            <Typography component="span" variant="subtitle2">
              {item.q}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{item.a}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Masonry>
  );
}
