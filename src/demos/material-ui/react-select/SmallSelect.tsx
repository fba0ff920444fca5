import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';

export default function SmallSelect() {
  const [rows, setRows] = React.useState('25');
  const [sort, setSort] = React.useState('newest');

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <FormControl size="small" sx={{ minWidth: 140 }}>
        <InputLabel id="small-rows-label">Rows per page</InputLabel>
        <Select
          labelId="small-rows-label"
          label="Rows per page"
          value={rows}
          onChange={(event: SelectChangeEvent) => setRows(event.target.value)}
        >
          <MenuItem value="10">10</MenuItem>
          <MenuItem value="25">25</MenuItem>
          <MenuItem value="50">50</MenuItem>
        </Select>
      </FormControl>
      <FormControl size="small" variant="filled" sx={{ minWidth: 160 }}>
        <InputLabel id="small-sort-label">Sort by</InputLabel>
        <Select
          labelId="small-sort-label"
          value={sort}
          onChange={(event: SelectChangeEvent) => setSort(event.target.value)}
        >
          <MenuItem value="newest">Newest first</MenuItem>
          <MenuItem value="oldest">Oldest first</MenuItem>
          <MenuItem value="price">Lowest price</MenuItem>
        </Select>
      </FormControl>
    </Stack>
  );
}
