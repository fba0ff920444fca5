import ButtonGroup from '@mui/joy/ButtonGroup';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

export default function ButtonGroupIcons() {
  return (
    <Stack
      direction="row"
      spacing={3}
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <ButtonGroup orientation="vertical" size="sm" aria-label="Text alignment">
        <IconButton aria-label="Align left">
          <FormatAlignLeft />
        </IconButton>
        <IconButton aria-label="Align center">
          <FormatAlignCenter />
        </IconButton>
        <IconButton aria-label="Align right">
          <FormatAlignRight />
        </IconButton>
      </ButtonGroup>
      <ButtonGroup variant="solid" color="primary" aria-label="Split button">
        <Button>Merge pull request</Button>
        <IconButton aria-label="More merge options">
          <KeyboardArrowDown />
        </IconButton>
      </ButtonGroup>
    </Stack>
  );
}
