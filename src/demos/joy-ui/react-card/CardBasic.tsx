import AspectRatio from '@mui/joy/AspectRatio';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Typography from '@mui/joy/Typography';
import LandscapeIcon from '@mui/icons-material/Landscape';

export default function CardBasic() {
  return (
    <Card sx={{ width: 320 }}>
      <CardOverflow>
        <AspectRatio ratio="2" variant="soft" color="primary">
          <div>
            <LandscapeIcon sx={{ fontSize: '3rem' }} />
          </div>
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-lg">Alpine lakes trail</Typography>
        <Typography level="body-sm">
          A 12 km loop past three glacial lakes, best walked between June and September.
        </Typography>
      </CardContent>
      <CardActions>
        <Button variant="outlined" color="neutral">
          Details
        </Button>
        <Button>Book a guide</Button>
      </CardActions>
    </Card>
  );
}
