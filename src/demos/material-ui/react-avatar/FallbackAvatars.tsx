import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A data URL that is not a valid image: the browser fails to decode it, as it would
// fail to load a photo that was deleted from the server.
const brokenImage = 'data:image/png;base64,AAAA';

const cases = [
  {
    caption: 'children',
    avatar: (
      <Avatar
        src={brokenImage}
        alt="Priya Nair"
        sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
      >
        PN
      </Avatar>
    ),
  },
  {
    caption: 'first letter of alt',
    avatar: (
      <Avatar
        src={brokenImage}
        alt="Jonas Berg"
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
      />
    ),
  },
  {
    caption: 'generic icon',
    avatar: <Avatar src={brokenImage} alt="" />,
  },
];

export default function FallbackAvatars() {
  return (
    <Stack direction="row" spacing={4} sx={{ justifyContent: 'center' }}>
      {cases.map((item) => (
        <Stack key={item.caption} spacing={1} sx={{ alignItems: 'center' }}>
          {item.avatar}
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {item.caption}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
