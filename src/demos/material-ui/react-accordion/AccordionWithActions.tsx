import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function AccordionWithActions() {
  const [accepted, setAccepted] = React.useState(false);

  return (
    <Accordion defaultExpanded slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id="terms-header"
        aria-controls="terms-content"
      >
        <Typography component="span">
          Terms of service {accepted ? '(accepted)' : ''}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2">
          By using the service you agree to keep your password private and to report
          any unauthorized access to your account within 48 hours.
        </Typography>
      </AccordionDetails>
      <AccordionActions>
        <Button onClick={() => setAccepted(false)}>Decline</Button>
        <Button variant="contained" onClick={() => setAccepted(true)}>
          Accept
        </Button>
      </AccordionActions>
    </Accordion>
  );
}
