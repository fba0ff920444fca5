import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function DividerVertical() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 3,
        width: '100%',
        maxWidth: 360,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography level="body-sm">Docs</Typography>
        <Divider orientation="vertical" />
        <Typography level="body-sm">Blog</Typography>
        <Divider orientation="vertical" />
        <Typography level="body-sm">Changelog</Typography>
      </Box>
      <Card
        variant="outlined"
        orientation="horizontal"
        sx={{ width: '100%', maxWidth: 360 }}
      >
        <Typography level="title-md" sx={{ flex: 1 }}>
          Inset context
        </Typography>
        <Divider orientation="vertical" inset="context" />
        <CardOverflow
          variant="soft"
          color="primary"
          sx={{ justifyContent: 'center', px: 2 }}
        >
          <Typography level="body-sm" textColor="inherit">
            Touches the card edge
          </Typography>
        </CardOverflow>
      </Card>
    </Box>
  );
}
