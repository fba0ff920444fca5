import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';

export default function SkeletonList() {
  return (
    <div style={{ width: '100%', maxWidth: 360 }}>
      <Typography id="skeleton-list-title" level="title-sm" sx={{ mb: 1 }}>
        Recent messages
      </Typography>
      <List
        aria-labelledby="skeleton-list-title"
        aria-busy="true"
        variant="outlined"
        sx={{ borderRadius: 'sm', '--ListItemDecorator-size': '52px' }}
      >
        {[70, 55, 85].map((width) => (
          <ListItem key={width}>
            <ListItemDecorator>
              <Skeleton variant="circular" width={40} height={40} />
            </ListItemDecorator>
            <ListItemContent>
              <Skeleton variant="text" level="title-sm" sx={{ width: '40%' }} />
              <Skeleton variant="text" level="body-xs" sx={{ width: `${width}%` }} />
            </ListItemContent>
          </ListItem>
        ))}
      </List>
    </div>
  );
}
