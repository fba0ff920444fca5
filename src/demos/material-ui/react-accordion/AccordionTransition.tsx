import * as React from 'react';
import Accordion, { accordionClasses } from '@mui/material/Accordion';
import AccordionDetails, { accordionDetailsClasses } from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function AccordionTransition() {
  const [fadeExpanded, setFadeExpanded] = React.useState(false);

  return (
    <div>
      <Accordion
        expanded={fadeExpanded}
        onChange={() => setFadeExpanded((value) => !value)}
        slots={{ transition: Fade }}
        slotProps={{ transition: { timeout: 400 } }}
        sx={[
          fadeExpanded
            ? {
                [`& .${accordionClasses.region}`]: { height: 'auto' },
                [`& .${accordionDetailsClasses.root}`]: { display: 'block' },
              }
            : {
                [`& .${accordionClasses.region}`]: { height: 0 },
                [`& .${accordionDetailsClasses.root}`]: { display: 'none' },
              },
        ]}
      >
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="fade-header"
          aria-controls="fade-content"
        >
          <Typography component="span">Fade transition</Typography>
        </AccordionSummary>
        <AccordionDetails>
          This body fades in instead of sliding open. The surrounding sections jump
          to their new place, so keep it for short content.
        </AccordionDetails>
      </Accordion>
      <Accordion slotProps={{ transition: { unmountOnExit: true } }}>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="unmount-header"
          aria-controls="unmount-content"
        >
          <Typography component="span">Mounted only while open</Typography>
        </AccordionSummary>
        <AccordionDetails>
          With unmountOnExit, this text is added to the page when the section opens
          and removed once it has closed.
        </AccordionDetails>
      </Accordion>
    </div>
  );
}
