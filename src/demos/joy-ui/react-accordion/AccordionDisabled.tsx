import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Typography from '@mui/joy/Typography';

export default function AccordionDisabled() {
  return (
    <AccordionGroup sx={{ maxWidth: 480, width: '100%' }}>
      <Accordion defaultExpanded>
        <AccordionSummary>Personal details</AccordionSummary>
        <AccordionDetails>Name, e-mail address and phone number.</AccordionDetails>
      </Accordion>
      <Accordion disabled>
        <AccordionSummary>
          <Typography component="span">
            Billing{' '}
            <Typography component="span" level="body-xs">
              (available on paid plans)
            </Typography>
          </Typography>
        </AccordionSummary>
        <AccordionDetails>Invoices and payment methods.</AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>Notifications</AccordionSummary>
        <AccordionDetails>Choose which e-mails you receive.</AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
