import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function LoginSurface() {
  return (
    <Sheet
      variant="outlined"
      sx={{
        width: 320,
        mx: 'auto',
        py: 3,
        px: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        borderRadius: 'sm',
        boxShadow: 'md',
      }}
    >
      <div>
        <Typography level="h4" component="h3">
          Welcome back
        </Typography>
        <Typography level="body-sm">Sign in to your reading list.</Typography>
      </div>
    </Sheet>
  );
}
