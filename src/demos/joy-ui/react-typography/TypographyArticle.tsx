import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function TypographyArticle() {
  return (
    <Box component="article" sx={{ maxWidth: 520 }}>
      <Typography level="body-xs" textColor="text.tertiary" sx={{ textTransform: 'uppercase', letterSpacing: 'md' }}>
        Field notes
      </Typography>
      <Typography level="h3" component="h2" gutterBottom>
        Counting birds on the estuary
      </Typography>
      <Typography level="body-lg" textColor="text.secondary" gutterBottom>
        Forty volunteers, one cold morning and 2,310 birds.
      </Typography>
      <Typography gutterBottom>
        We started at low tide, when the mudflats are widest. Each team covered
        one kilometre of shore and wrote down every species it saw, from{' '}
        <Typography variant="soft" color="primary">
          curlews
        </Typography>{' '}
        to a single, very lost{' '}
        <Link href="#" onClick={(event) => event.preventDefault()}>
          spoonbill
        </Link>
        .
      </Typography>
      <Typography
        level="body-sm"
        component="div"
        startDecorator={<Chip size="sm">Survey</Chip>}
      >
        Published 14 February, 4 min read
      </Typography>
    </Box>
  );
}
