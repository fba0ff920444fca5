import ButtonGroup from '@mui/joy/ButtonGroup';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Undo from '@mui/icons-material/Undo';
import Redo from '@mui/icons-material/Redo';

export default function ButtonGroupDivider() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup variant="soft" color="primary" aria-label="Editing">
        <IconButton aria-label="Undo">
          <Undo />
        </IconButton>
        <IconButton aria-label="Redo">
          <Redo />
        </IconButton>
        <Divider />
        <Button>Save draft</Button>
      </ButtonGroup>
      <ButtonGroup
        aria-label="Pill-shaped group"
        sx={{ '--ButtonGroup-radius': '40px', '--ButtonGroup-separatorColor': 'transparent' }}
        variant="soft"
      >
        <Button>Light</Button>
        <Button>System</Button>
        <Button>Dark</Button>
      </ButtonGroup>
    </Stack>
  );
}
