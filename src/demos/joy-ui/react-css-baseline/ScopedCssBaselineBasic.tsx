import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function ScopedCssBaselineBasic() {
  return (
    <Sheet
      variant="outlined"
      sx={{
        borderRadius: 'md',
        overflow: 'hidden',
        width: '100%',
        maxWidth: 420,
      }}
    >
      <ScopedCssBaseline sx={{ p: 2 }}>
        <Typography level="title-md">Inside ScopedCssBaseline</Typography>
        <Typography level="body-sm">
          Text and background colors come from the theme, and box-sizing is border-box for every
          element in this subtree only.
        </Typography>
      </ScopedCssBaseline>
    </Sheet>
  );
}
