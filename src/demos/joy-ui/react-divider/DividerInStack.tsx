import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const stats = [
  { label: 'Followers', value: '1,204' },
  { label: 'Following', value: '318' },
  { label: 'Posts', value: '87' },
];

export default function DividerInStack() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', p: 2, width: 'fit-content', maxWidth: '100%' }}>
      <Stack direction="row" spacing={2.5} divider={<Divider orientation="vertical" />}>
        {stats.map((stat) => (
          <div key={stat.label}>
            <Typography level="title-lg">{stat.value}</Typography>
            <Typography level="body-xs">{stat.label}</Typography>
          </div>
        ))}
      </Stack>
    </Sheet>
  );
}
