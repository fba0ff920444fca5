import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

const filters: Record<string, string[]> = {
  Brand: ['Acme', 'Northwind', 'Globex'],
  Colour: ['Black', 'White', 'Green'],
  Size: ['Small', 'Medium', 'Large'],
};

export default function AccordionFilters() {
  const [selected, setSelected] = React.useState<string[]>(['Acme']);

  const toggle = (value: string) =>
    setSelected((current) =>
      current.includes(value) ? current.filter((item) => item !== value) : [...current, value],
    );

  return (
    <AccordionGroup size="sm" sx={{ maxWidth: 280, width: '100%' }}>
      {Object.entries(filters).map(([group, values]) => {
        const count = values.filter((value) => selected.includes(value)).length;
        return (
          <Accordion key={group} defaultExpanded={group === 'Brand'}>
            <AccordionSummary>
              {group}
              {count > 0 && (
                <Chip size="sm" color="primary" variant="soft" sx={{ ml: 'auto' }}>
                  {count}
                </Chip>
              )}
            </AccordionSummary>
            <AccordionDetails>
              <Stack spacing={1} role="group" aria-label={group} sx={{ py: 1 }}>
                {values.map((value) => (
                  <Checkbox
                    key={value}
                    size="sm"
                    label={value}
                    checked={selected.includes(value)}
                    onChange={() => toggle(value)}
                  />
                ))}
              </Stack>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </AccordionGroup>
  );
}
