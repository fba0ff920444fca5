import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function DividerBasic() {
  return (
    <Sheet
      variant="outlined"
      sx={{ borderRadius: 'md', p: 2, width: '100%', maxWidth: 360 }}
    >
      <Typography level="title-md">Order #1024</Typography>
      <Typography level="body-sm">Placed on 17 April 2024</Typography>
      <Divider sx={{ my: 1.5 }} />
      <Typography level="body-md">2 × Notebook</Typography>
      <Typography level="body-md">1 × Fountain pen</Typography>
      <Divider sx={{ my: 1.5 }} />
      <Divider>Totals</Divider>
      <Typography level="title-sm" sx={{ mt: 1.5 }}>
        $48.00
      </Typography>
    </Sheet>
  );
}
