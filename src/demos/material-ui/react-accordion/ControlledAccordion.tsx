import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const sections = [
  {
    id: 'general',
    title: 'General',
    summary: 'Language and time zone',
    body: 'The interface is shown in English, and dates use the Europe/Paris time zone.',
  },
  {
    id: 'privacy',
    title: 'Privacy',
    summary: 'Who can see your profile',
    body: 'Only members of your organization can see your name and photo.',
  },
  {
    id: 'notifications',
    title: 'Notifications',
    summary: 'E-mail and push',
    body: 'You receive a daily digest by e-mail and push alerts for direct mentions.',
  },
];

export default function ControlledAccordion() {
  const [expanded, setExpanded] = React.useState<string | false>('general');

  const handleChange =
    (panel: string) => (_event: React.SyntheticEvent, isExpanded: boolean) => {
      setExpanded(isExpanded ? panel : false);
    };

  return (
    <div>
      {sections.map((section) => (
        <Accordion
          key={section.id}
          expanded={expanded === section.id}
          onChange={handleChange(section.id)}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${section.id}-header`}
            aria-controls={`${section.id}-content`}
          >
            <Typography component="span" sx={{ width: '35%', flexShrink: 0 }}>
              {section.title}
            </Typography>
            <Typography component="span" sx={{ color: 'text.secondary' }}>
              {section.summary}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography>{section.body}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
