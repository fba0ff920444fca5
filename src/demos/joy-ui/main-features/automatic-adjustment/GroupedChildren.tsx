import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';

// Size, variant and colour set once on the group reach every child.
export default function GroupedChildren() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <AvatarGroup size="lg" variant="solid" color="primary">
        <Avatar>AL</Avatar>
        <Avatar>BK</Avatar>
        <Avatar>CM</Avatar>
        <Avatar>+4</Avatar>
      </AvatarGroup>
      <ButtonGroup size="sm" variant="soft" color="neutral" aria-label="Text alignment">
        <Button>Left</Button>
        <Button>Center</Button>
        <Button>Right</Button>
      </ButtonGroup>
    </Stack>
  );
}
