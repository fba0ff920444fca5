import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';

export default function StackPushApart() {
  return (
    <Sheet variant="outlined" sx={{ width: '100%', maxWidth: 480, p: 1.5, borderRadius: 'md' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar size="sm">MR</Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography level="title-sm" noWrap>
            Maya Rossi
          </Typography>
          <Typography level="body-xs" noWrap>
            Joined the design team on 12 May
          </Typography>
        </Box>
        <Button size="sm" variant="soft">
          Message
        </Button>
        <IconButton size="sm" variant="plain" aria-label="More actions for Maya Rossi">
          <MoreVertIcon />
        </IconButton>
      </Stack>
    </Sheet>
  );
}
