import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';

export default function AvatarVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Avatar variant="solid">SO</Avatar>
        <Avatar variant="soft">SF</Avatar>
        <Avatar variant="outlined">OU</Avatar>
        <Avatar variant="plain">PL</Avatar>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Avatar color="primary">P</Avatar>
        <Avatar color="neutral">N</Avatar>
        <Avatar color="danger">D</Avatar>
        <Avatar color="success">S</Avatar>
        <Avatar color="warning">W</Avatar>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Avatar size="sm">SM</Avatar>
        <Avatar size="md">MD</Avatar>
        <Avatar size="lg">LG</Avatar>
        <Avatar sx={{ '--Avatar-size': '64px', borderRadius: 'md' }}>XL</Avatar>
      </Box>
    </Box>
  );
}
