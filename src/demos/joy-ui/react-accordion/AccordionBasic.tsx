import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

export default function AccordionBasic() {
  return (
    <AccordionGroup sx={{ maxWidth: 480, width: '100%' }}>
      <Accordion defaultExpanded>
        <AccordionSummary>How long does shipping take?</AccordionSummary>
        <AccordionDetails>
          Orders leave our warehouse within two working days and usually arrive three days later.
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>Can I return an item?</AccordionSummary>
        <AccordionDetails>
          Yes, within 30 days of delivery, as long as the item is unused.
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>Do you ship abroad?</AccordionSummary>
        <AccordionDetails>We ship to most countries in Europe and North America.</AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
