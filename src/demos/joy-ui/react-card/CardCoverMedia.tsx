import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardCover from '@mui/joy/CardCover';
import Typography from '@mui/joy/Typography';
import LocationOnRounded from '@mui/icons-material/LocationOnRounded';

export default function CardCoverMedia() {
  return (
    <Card sx={{ minHeight: 260, width: 320 }}>
      <CardCover>
        <img src="/img/demos/card/lake.svg" alt="" />
      </CardCover>
      <CardCover
        sx={{
          background:
            'linear-gradient(to top, rgba(0,0,0,0.7), rgba(0,0,0,0) 55%), linear-gradient(to bottom, rgba(0,0,0,0.4), rgba(0,0,0,0) 30%)',
        }}
      />
      <CardContent sx={{ justifyContent: 'flex-end' }}>
        <Typography level="title-lg" textColor="common.white">
          Silver Lake lodge
        </Typography>
        <Typography startDecorator={<LocationOnRounded />} textColor="neutral.200">
          Three hours from the city
        </Typography>
      </CardContent>
    </Card>
  );
}
