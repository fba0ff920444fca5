import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import Typography from '@mui/material/Typography';
import CoffeeIcon from '@mui/icons-material/Coffee';
import GroupsIcon from '@mui/icons-material/Groups';
import CodeIcon from '@mui/icons-material/Code';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';

const agenda = [
  {
    time: '9:00',
    title: 'Breakfast',
    detail: 'Lobby',
    icon: <CoffeeIcon />,
    color: 'grey',
  },
  {
    time: '10:00',
    title: 'Team sync',
    detail: 'Room 2',
    icon: <GroupsIcon />,
    color: 'primary',
  },
  {
    time: '11:00',
    title: 'Pairing',
    detail: 'Checkout flow',
    icon: <CodeIcon />,
    color: 'secondary',
  },
  {
    time: '16:00',
    title: 'Release',
    detail: 'Version 2.4',
    icon: <RocketLaunchIcon />,
    color: 'success',
  },
] as const;

export default function OppositeContentTimeline() {
  return (
    <Timeline>
      {agenda.map((event, index) => (
        <TimelineItem key={event.time}>
          <TimelineOppositeContent
            sx={{ m: 'auto 0', color: 'text.secondary' }}
            variant="body2"
          >
            {event.time}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineConnector
              sx={{ visibility: index === 0 ? 'hidden' : 'visible' }}
            />
            <TimelineDot color={event.color}>{event.icon}</TimelineDot>
            <TimelineConnector
              sx={{
                visibility: index === agenda.length - 1 ? 'hidden' : 'visible',
              }}
            />
          </TimelineSeparator>
          <TimelineContent sx={{ py: 1.5, px: 2 }}>
            <Typography variant="subtitle1" component="span">
              {event.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {event.detail}
            </Typography>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
