import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';

const sizes = [24, 32, 48, 64, 96];

export default function AvatarCustomSize() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {sizes.map((size) => (
        <Avatar
          key={size}
          src="/img/demos/avatar/mei.svg"
          alt={`Mei Tanaka, ${size} pixels`}
          sx={{ '--Avatar-size': `${size}px` }}
        />
      ))}
      <Avatar variant="solid" color="primary" sx={{ '--Avatar-size': '64px', borderRadius: 'md' }}>
        MT
      </Avatar>
    </Stack>
  );
}
