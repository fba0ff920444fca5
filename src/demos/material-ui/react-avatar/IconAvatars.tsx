import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import AssignmentIcon from '@mui/icons-material/Assignment';
import FolderIcon from '@mui/icons-material/Folder';
import GroupsIcon from '@mui/icons-material/Groups';
import PageviewIcon from '@mui/icons-material/Pageview';

export default function IconAvatars() {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
      <Avatar role="img" aria-label="Folder">
        <FolderIcon />
      </Avatar>
      <Avatar
        role="img"
        aria-label="Team"
        sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
      >
        <GroupsIcon />
      </Avatar>
      <Avatar
        role="img"
        aria-label="Review"
        sx={{ bgcolor: 'success.main', color: 'success.contrastText' }}
      >
        <PageviewIcon />
      </Avatar>
      <Avatar
        role="img"
        aria-label="Task"
        variant="rounded"
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        <AssignmentIcon />
      </Avatar>
    </Stack>
  );
}
