import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import BookmarkAdd from '@mui/icons-material/BookmarkAddOutlined';

export default function InvertedCard() {
  const [inverted, setInverted] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography
        component="label"
        level="body-sm"
        startDecorator={
          <Switch
            checked={inverted}
            onChange={(event) => setInverted(event.target.checked)}
          />
        }
      >
        invertedColors
      </Typography>
      <Card variant="solid" color="primary" invertedColors={inverted} sx={{ width: 280 }}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography level="title-lg">Team plan</Typography>
            <IconButton variant="plain" size="sm" aria-label="Save plan">
              <BookmarkAdd />
            </IconButton>
          </Stack>
          {/* text.primary: the inverted secondary text is too faint for small type. */}
          <Typography level="body-sm" sx={{ color: 'text.primary' }}>
            Shared workspaces and priority support for up to 20 people.
          </Typography>
        </CardContent>
        <CardActions>
          <Button variant="soft">Compare</Button>
          <Button variant="solid">Choose</Button>
        </CardActions>
      </Card>
    </Stack>
  );
}
