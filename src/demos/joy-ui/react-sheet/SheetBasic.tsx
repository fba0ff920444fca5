import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function SheetBasic() {
  return (
    <Sheet variant="outlined" sx={{ maxWidth: 360, p: 2, borderRadius: 'md', boxShadow: 'sm' }}>
      <Typography level="title-md">Storage</Typography>
      <Typography level="body-sm">
        8.2 GB of 15 GB used. Old backups are removed after 90 days.
      </Typography>
    </Sheet>
  );
}
