import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Stack from '@mui/joy/Stack';

export default function AccordionVariants() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <AccordionGroup variant="soft" color="primary" size="sm" sx={{ flex: 1, borderRadius: 'md' }}>
        <Accordion>
          <AccordionSummary>Soft, small</AccordionSummary>
          <AccordionDetails>Compact spacing for dense sidebars.</AccordionDetails>
        </Accordion>
        <Accordion>
          <AccordionSummary>Second item</AccordionSummary>
          <AccordionDetails>Shares the group variant and color.</AccordionDetails>
        </Accordion>
      </AccordionGroup>
      <AccordionGroup
        variant="outlined"
        disableDivider
        size="lg"
        sx={{ flex: 1, borderRadius: 'md' }}
      >
        <Accordion>
          <AccordionSummary>Outlined, large</AccordionSummary>
          <AccordionDetails>Dividers between items are turned off.</AccordionDetails>
        </Accordion>
        <Accordion>
          <AccordionSummary>Second item</AccordionSummary>
          <AccordionDetails>More padding for touch screens.</AccordionDetails>
        </Accordion>
      </AccordionGroup>
    </Stack>
  );
}
