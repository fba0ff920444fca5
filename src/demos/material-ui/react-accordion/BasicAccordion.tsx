import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function BasicAccordion() {
  return (
    <div>
      <Accordion>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="shipping-header"
          aria-controls="shipping-content"
        >
          <Typography component="span">How long does shipping take?</Typography>
        </AccordionSummary>
        <AccordionDetails>
          Orders leave our warehouse within one working day and usually arrive two to
          four days later.
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="returns-header"
          aria-controls="returns-content"
        >
          <Typography component="span">Can I return an item?</Typography>
        </AccordionSummary>
        <AccordionDetails>
          Yes, within 30 days of delivery. Print the prepaid label from your order
          page and drop the parcel at any post office.
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="exchange-header"
          aria-controls="exchange-content"
        >
          <Typography component="span">Can I exchange a size?</Typography>
        </AccordionSummary>
        <AccordionDetails>
          Yes: start a return and choose &quot;Exchange&quot;. The new size ships as
          soon as we scan your parcel.
        </AccordionDetails>
      </Accordion>
    </div>
  );
}
