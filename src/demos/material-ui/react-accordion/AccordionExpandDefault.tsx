import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function AccordionExpandDefault() {
  return (
    <div>
      <Accordion defaultExpanded>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="default-summary-header"
          aria-controls="default-summary-content"
        >
          <Typography component="span">Order summary</Typography>
        </AccordionSummary>
        <AccordionDetails>
          3 items, 64.90 EUR including VAT. Delivery on Thursday.
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="default-billing-header"
          aria-controls="default-billing-content"
        >
          <Typography component="span">Billing address</Typography>
        </AccordionSummary>
        <AccordionDetails>12 Harbour Street, 2000 Antwerp, Belgium.</AccordionDetails>
      </Accordion>
    </div>
  );
}
