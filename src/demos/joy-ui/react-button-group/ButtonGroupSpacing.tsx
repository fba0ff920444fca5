import ButtonGroup from '@mui/joy/ButtonGroup';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function ButtonGroupSpacing() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      <ButtonGroup spacing="0.5rem" aria-label="Spaced buttons">
        <Button>Copy</Button>
        <Button>Paste</Button>
        <Button disabled>Undo</Button>
      </ButtonGroup>
      <ButtonGroup
        buttonFlex={1}
        aria-label="Full width buttons"
        sx={{ width: '100%', maxWidth: 420 }}
      >
        <Button>Back</Button>
        <Button>Skip</Button>
        <Button color="primary" variant="solid">
          Next
        </Button>
      </ButtonGroup>
    </Stack>
  );
}
