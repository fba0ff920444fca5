import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function DisabledAccordion() {
  return (
    <div>
      <Accordion>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="disabled-standard-header"
          aria-controls="disabled-standard-content"
        >
          <Typography component="span">Standard delivery</Typography>
        </AccordionSummary>
        <AccordionDetails>Two to four working days, free above 40 EUR.</AccordionDetails>
      </Accordion>
      <Accordion disabled>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="disabled-express-header"
          aria-controls="disabled-express-content"
        >
          <Typography component="span">Express delivery (not available for this address)</Typography>
        </AccordionSummary>
        <AccordionDetails>Next working day before noon.</AccordionDetails>
      </Accordion>
    </div>
  );
}
