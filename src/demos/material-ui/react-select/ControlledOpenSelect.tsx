import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';

export default function ControlledOpenSelect() {
  const [open, setOpen] = React.useState(false);
  const [language, setLanguage] = React.useState('en');

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Change language
      </Button>
      <FormControl sx={{ width: 200 }}>
        <InputLabel id="controlled-open-label">Language</InputLabel>
        <Select
          labelId="controlled-open-label"
          label="Language"
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          value={language}
          onChange={(event: SelectChangeEvent) => setLanguage(event.target.value)}
        >
          <MenuItem value="de">Deutsch</MenuItem>
          <MenuItem value="en">English</MenuItem>
          <MenuItem value="es">Español</MenuItem>
          <MenuItem value="fr">Français</MenuItem>
          <MenuItem value="ja">日本語</MenuItem>
        </Select>
      </FormControl>
    </Stack>
  );
}
