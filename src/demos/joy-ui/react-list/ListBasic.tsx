import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';
import Folder from '@mui/icons-material/Folder';
import Image from '@mui/icons-material/Image';
import Description from '@mui/icons-material/Description';

const files = [
  { name: 'Invoices', detail: '12 files', icon: <Folder /> },
  { name: 'holiday.png', detail: '2.4 MB', icon: <Image /> },
  { name: 'report.pdf', detail: '840 KB', icon: <Description /> },
];

export default function ListBasic() {
  return (
    <List
      aria-label="Recent files"
      variant="outlined"
      sx={{ width: '100%', maxWidth: 320, borderRadius: 'sm' }}
    >
      {files.map((file) => (
        <ListItem key={file.name}>
          <ListItemDecorator>{file.icon}</ListItemDecorator>
          <ListItemContent>
            <Typography level="title-sm">{file.name}</Typography>
            <Typography level="body-xs">{file.detail}</Typography>
          </ListItemContent>
        </ListItem>
      ))}
    </List>
  );
}
