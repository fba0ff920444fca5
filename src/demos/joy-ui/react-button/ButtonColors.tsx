import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';

export default function ButtonColors() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Button color="primary">Primary</Button>
      <Button color="neutral">Neutral</Button>
      <Button color="danger">Delete</Button>
      <Button color="success">Approve</Button>
      <Button color="warning">Archive</Button>
    </Box>
  );
}
