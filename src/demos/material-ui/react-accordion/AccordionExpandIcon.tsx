import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import RemoveIcon from '@mui/icons-material/Remove';

export default function AccordionExpandIcon() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Accordion>
        <AccordionSummary
          expandIcon={<ArrowDownwardIcon />}
          id="icon-arrow-header"
          aria-controls="icon-arrow-content"
        >
          <Typography component="span">Opening hours</Typography>
        </AccordionSummary>
        <AccordionDetails>
          Monday to Friday, 9:00 to 18:00. Saturday, 10:00 to 14:00.
        </AccordionDetails>
      </Accordion>
      <Accordion expanded={open} onChange={(_event, isExpanded) => setOpen(isExpanded)}>
        <AccordionSummary
          expandIcon={open ? <RemoveIcon /> : <AddIcon />}
          id="icon-plus-header"
          aria-controls="icon-plus-content"
          // A plus that turns into a minus should not also rotate.
          sx={{ '& .MuiAccordionSummary-expandIconWrapper.Mui-expanded': { transform: 'none' } }}
        >
          <Typography component="span">Parking</Typography>
        </AccordionSummary>
        <AccordionDetails>
          Free parking for customers behind the building, entrance on Mill Lane.
        </AccordionDetails>
      </Accordion>
    </div>
  );
}
