import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ModalClose from '@mui/joy/ModalClose';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import TuneRounded from '@mui/icons-material/TuneRounded';

interface Filters {
  type: string;
  petsAllowed: boolean;
}

const initialFilters: Filters = { type: 'any', petsAllowed: false };

function describe(filters: Filters) {
  const parts = [filters.type === 'any' ? 'Any type' : filters.type];
  if (filters.petsAllowed) {
    parts.push('pets allowed');
  }
  return parts.join(', ');
}

export default function DrawerFilters() {
  const [open, setOpen] = React.useState(false);
  const [applied, setApplied] = React.useState<Filters>(initialFilters);
  // The form edits a draft; the list only changes when the user applies it.
  const [draft, setDraft] = React.useState<Filters>(initialFilters);

  const openDrawer = () => {
    setDraft(applied);
    setOpen(true);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button variant="outlined" color="neutral" startDecorator={<TuneRounded />} onClick={openDrawer}>
        Filters
      </Button>
      <Typography level="body-sm" role="status">
        Showing: {describe(applied)}
      </Typography>
      <Drawer
        anchor="right"
        size="sm"
        open={open}
        onClose={() => setOpen(false)}
      >
        <ModalClose aria-label="Close filters" />
        <DialogTitle>Filters</DialogTitle>
        <Divider />
        <DialogContent sx={{ gap: 3, p: 2 }}>
          <FormControl>
            <FormLabel id="filter-type-label">Type of place</FormLabel>
            <RadioGroup
              aria-labelledby="filter-type-label"
              value={draft.type}
              onChange={(event) => setDraft({ ...draft, type: event.target.value })}
            >
              <Radio value="any" label="Any" />
              <Radio value="Apartment" label="Apartment" />
              <Radio value="House" label="House" />
            </RadioGroup>
          </FormControl>
          <Checkbox
            label="Pets allowed"
            checked={draft.petsAllowed}
            onChange={(event) => setDraft({ ...draft, petsAllowed: event.target.checked })}
          />
        </DialogContent>
        <Divider />
        <Stack direction="row" spacing={1} sx={{ p: 2, justifyContent: 'space-between' }}>
          <Button variant="plain" color="neutral" onClick={() => setDraft(initialFilters)}>
            Clear
          </Button>
          <Button
            onClick={() => {
              setApplied(draft);
              setOpen(false);
            }}
          >
            Show results
          </Button>
        </Stack>
      </Drawer>
    </Stack>
  );
}
