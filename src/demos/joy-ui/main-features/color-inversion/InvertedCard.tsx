import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import BookmarkAdd from '@mui/icons-material/BookmarkAddOutlined';

function Plan({ inverted }: { inverted: boolean }) {
  return (
    <Card variant="solid" color="primary" invertedColors={inverted} sx={{ width: 260 }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Chip size="sm" variant="soft">
            {inverted ? 'invertedColors' : 'no inversion'}
          </Chip>
          <IconButton variant="plain" size="sm" aria-label="Save plan">
            <BookmarkAdd />
          </IconButton>
        </Stack>
        <Typography level="title-lg">Team plan</Typography>
        <Typography level="body-sm">Shared workspaces and priority support for up to 20 people.</Typography>
      </CardContent>
      <CardActions>
        <Button variant="soft">Compare</Button>
        <Button variant="solid">Choose</Button>
      </CardActions>
    </Card>
  );
}

export default function InvertedCard() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
      <Plan inverted={false} />
      <Plan inverted />
    </Stack>
  );
}
