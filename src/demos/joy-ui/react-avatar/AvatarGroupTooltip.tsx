import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Tooltip from '@mui/joy/Tooltip';

const reviewers = [
  { name: 'Ada Moreau', src: '/img/demos/avatar/ada.svg' },
  { name: 'Kwame Mensah', src: '/img/demos/avatar/kwame.svg' },
  { name: 'Mei Tanaka', src: '/img/demos/avatar/mei.svg' },
];

export default function AvatarGroupTooltip() {
  return (
    <AvatarGroup size="lg" role="group" aria-label="Reviewers">
      {reviewers.map((person) => (
        <Tooltip key={person.name} title={person.name} variant="solid">
          <Avatar
            src={person.src}
            alt={person.name}
            tabIndex={0}
            sx={{ '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.500' } }}
          />
        </Tooltip>
      ))}
    </AvatarGroup>
  );
}
