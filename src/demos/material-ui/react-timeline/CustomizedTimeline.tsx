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
import LaptopMacIcon from '@mui/icons-material/LaptopMac';
import RestaurantIcon from '@mui/icons-material/Restaurant';

const agenda = [
  {
    time: '08:30',
    title: 'Breakfast',
    detail: 'Foyer, level 1',
    icon: <CoffeeIcon />,
    color: 'secondary',
  },
  {
    time: '09:30',
    title: 'Keynote',
    detail: 'Main hall',
    icon: <GroupsIcon />,
    color: 'primary',
  },
  {
    time: '11:00',
    title: 'Workshops',
    detail: 'Rooms A to D',
    icon: <LaptopMacIcon />,
    color: 'primary',
  },
  {
    time: '12:30',
    title: 'Lunch',
    detail: 'Garden terrace',
    icon: <RestaurantIcon />,
    color: 'secondary',
  },
] as const;

export default function CustomizedTimeline() {
  return (
    <Timeline position="alternate">
      {agenda.map((slot, index) => (
        <TimelineItem key={slot.time}>
          <TimelineOppositeContent
            sx={{ m: 'auto 0', color: 'text.secondary' }}
            variant="body2"
          >
            <time dateTime={slot.time}>{slot.time}</time>
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineConnector
              sx={{ visibility: index === 0 ? 'hidden' : 'visible' }}
            />
            <TimelineDot
              color={slot.color}
              variant={index % 2 === 0 ? 'filled' : 'outlined'}
            >
              {slot.icon}
            </TimelineDot>
            <TimelineConnector
              sx={{
                visibility: index === agenda.length - 1 ? 'hidden' : 'visible',
              }}
            />
          </TimelineSeparator>
          <TimelineContent sx={{ py: '12px', px: 2 }}>
            <Typography variant="h6" component="span">
              {slot.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {slot.detail}
            </Typography>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
