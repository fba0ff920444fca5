import LinearProgress from '@mui/joy/LinearProgress';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import ImageRounded from '@mui/icons-material/ImageRounded';
import PictureAsPdfRounded from '@mui/icons-material/PictureAsPdfRounded';
import AudioFileRounded from '@mui/icons-material/AudioFileRounded';
import type { ReactNode } from 'react';
import type { ColorPaletteProp } from '@mui/joy/styles';

const uploads: { name: string; size: string; value: number; status: string; color: ColorPaletteProp; icon: ReactNode }[] = [
  { name: 'floor-plan.pdf', size: '2.4 MB', value: 100, status: 'Done', color: 'success', icon: <PictureAsPdfRounded /> },
  { name: 'site-photo.jpg', size: '5.1 MB', value: 62, status: '62%', color: 'primary', icon: <ImageRounded /> },
  { name: 'interview.m4a', size: '18 MB', value: 35, status: 'Failed at 35%', color: 'danger', icon: <AudioFileRounded /> },
];

export default function LinearProgressUploads() {
  return (
    <List variant="outlined" sx={{ borderRadius: 'md', maxWidth: 420, '--ListItem-paddingY': '10px' }}>
      {uploads.map((file) => (
        <ListItem key={file.name}>
          <ListItemDecorator>{file.icon}</ListItemDecorator>
          <ListItemContent>
            <Typography level="title-sm">{file.name}</Typography>
            <LinearProgress
              determinate
              value={file.value}
              color={file.color}
              aria-label={`Upload of ${file.name}`}
              aria-valuetext={file.status}
              sx={{ my: 0.75 }}
            />
            <Typography level="body-xs">
              {file.size} · {file.status}
            </Typography>
          </ListItemContent>
        </ListItem>
      ))}
    </List>
  );
}
