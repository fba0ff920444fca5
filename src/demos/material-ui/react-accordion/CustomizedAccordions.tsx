import * as React from 'react';
import MuiAccordion, { type AccordionProps } from '@mui/material/Accordion';
import MuiAccordionDetails from '@mui/material/AccordionDetails';
import MuiAccordionSummary, {
  accordionSummaryClasses,
  type AccordionSummaryProps,
} from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import ArrowForwardIosSharpIcon from '@mui/icons-material/ArrowForwardIosSharp';

const Accordion = styled((props: AccordionProps) => (
  <MuiAccordion disableGutters elevation={0} square {...props} />
))(({ theme }) => ({
  border: `1px solid ${theme.palette.divider}`,
  '&:not(:last-child)': { borderBottom: 0 },
  '&::before': { display: 'none' },
}));

const AccordionSummary = styled((props: AccordionSummaryProps) => (
  <MuiAccordionSummary
    expandIcon={<ArrowForwardIosSharpIcon sx={{ fontSize: '0.9rem' }} />}
    {...props}
  />
))(({ theme }) => ({
  backgroundColor: theme.palette.action.hover,
  flexDirection: 'row-reverse',
  [`& .${accordionSummaryClasses.expandIconWrapper}.${accordionSummaryClasses.expanded}`]: {
    transform: 'rotate(90deg)',
  },
  [`& .${accordionSummaryClasses.content}`]: { marginLeft: theme.spacing(1) },
}));

const AccordionDetails = styled(MuiAccordionDetails)(({ theme }) => ({
  padding: theme.spacing(2),
  borderTop: `1px solid ${theme.palette.divider}`,
}));

const steps = [
  { id: 'step-account', title: 'Step 1: create an account', body: 'Sign up with your work email; we send a confirmation link.' },
  { id: 'step-team', title: 'Step 2: invite your team', body: 'Add colleagues by email or share an invitation link valid for seven days.' },
  { id: 'step-project', title: 'Step 3: start a project', body: 'Pick a template or start from a blank board.' },
];

export default function CustomizedAccordions() {
  const [expanded, setExpanded] = React.useState<string | false>('step-account');

  return (
    <div>
      {steps.map((step) => (
        <Accordion
          key={step.id}
          expanded={expanded === step.id}
          onChange={(_event, isExpanded) => setExpanded(isExpanded ? step.id : false)}
        >
          <AccordionSummary id={`${step.id}-header`} aria-controls={`${step.id}-content`}>
            <Typography component="span">{step.title}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography>{step.body}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
