import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SelectControlled() {
  const [sort, setSort] = React.useState<string | null>('newest');

  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 240 }}>
      <FormControl>
        <FormLabel>Sort by</FormLabel>
        <Select value={sort} onChange={(event, newValue) => setSort(newValue)}>
          <Option value="newest">Newest first</Option>
          <Option value="oldest">Oldest first</Option>
          <Option value="popular">Most popular</Option>
        </Select>
      </FormControl>
      <Typography level="body-sm">Selected value: {sort ?? 'null'}</Typography>
    </Stack>
  );
}
