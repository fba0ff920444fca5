import * as React from 'react';
import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';

// `component` swaps the root element and keeps the component's styles.
export default function ComponentProp() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button
        component="a"
        href="#"
        onClick={(event: React.MouseEvent) => event.preventDefault()}
        endDecorator={<OpenInNew />}
      >
        Read the release notes
      </Button>
      {/* Looks like title-lg, but is an h3 in the document outline. */}
      <Typography component="h3" level="title-lg">
        Installation steps
      </Typography>
      <List component="ol" marker="decimal" size="sm">
        <ListItem>Download the installer</ListItem>
        <ListItem>Run it and accept the licence</ListItem>
        <ListItem>Restart the application</ListItem>
      </List>
    </Stack>
  );
}
