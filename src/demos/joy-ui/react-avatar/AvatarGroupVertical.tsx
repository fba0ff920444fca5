import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const reviewers = [
  { name: 'Ada Lindqvist', src: '/img/demos/avatar/ada.svg' },
  { name: 'Kwame Mensah', src: '/img/demos/avatar/kwame.svg' },
  { name: 'Mei Tanaka', src: '/img/demos/avatar/mei.svg' },
];

export default function AvatarGroupVertical() {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <AvatarGroup
        size="sm"
        aria-label="Reviewers"
        role="group"
        sx={{
          flexDirection: 'column',
          // The group overlaps avatars along the inline axis; move the overlap to the block axis.
          marginInlineStart: 0,
          '--Avatar-marginInlineStart': '0px',
          '& > * + *': { marginTop: '-8px' },
        }}
      >
        {reviewers.map((person) => (
          <Avatar key={person.name} src={person.src} alt={person.name} />
        ))}
        <Avatar role="img" aria-label="2 more reviewers">
          +2
        </Avatar>
      </AvatarGroup>
      <div>
        <Typography level="title-sm">Design review</Typography>
        <Typography level="body-sm">Five reviewers, three shown.</Typography>
      </div>
    </Box>
  );
}
