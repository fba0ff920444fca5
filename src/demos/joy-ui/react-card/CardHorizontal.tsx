import Avatar from '@mui/joy/Avatar';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function CardHorizontal() {
  return (
    <Card
      orientation="horizontal"
      variant="outlined"
      sx={{
        width: 360,
        '&:hover': { borderColor: 'primary.outlinedHoverBorder' },
      }}
    >
      <Avatar size="lg" color="primary">
        AM
      </Avatar>
      <CardContent>
        <Typography level="title-md">
          <Link overlay underline="none" href="#card-horizontal">
            Ada Moreau
          </Link>
        </Typography>
        <Typography level="body-sm">Staff engineer, Platform team</Typography>
        <Chip size="sm" variant="soft" color="success" sx={{ mt: 1 }}>
          Available
        </Chip>
      </CardContent>
    </Card>
  );
}
