import ButtonGroup from '@mui/joy/ButtonGroup';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function ButtonGroupBasic() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup aria-label="Outlined button group">
        <Button>Day</Button>
        <Button>Week</Button>
        <Button>Month</Button>
      </ButtonGroup>
      <ButtonGroup
        variant="soft"
        color="primary"
        aria-label="Soft button group"
      >
        <Button>Day</Button>
        <Button>Week</Button>
        <Button>Month</Button>
      </ButtonGroup>
      <ButtonGroup
        variant="solid"
        color="success"
        aria-label="Solid button group"
      >
        <Button>Day</Button>
        <Button>Week</Button>
        <Button>Month</Button>
      </ButtonGroup>
      <ButtonGroup variant="plain" aria-label="Plain button group">
        <Button>Day</Button>
        <Button>Week</Button>
        <Button>Month</Button>
      </ButtonGroup>
    </Stack>
  );
}
