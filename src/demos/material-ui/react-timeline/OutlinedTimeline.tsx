import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const stops = [
  { label: 'Check-in closes', done: true },
  { label: 'Boarding', done: true },
  { label: 'Take-off', done: false },
  { label: 'Landing', done: false },
];

export default function OutlinedTimeline() {
  return (
    <Timeline position="alternate">
      {stops.map((stop, index) => (
        <TimelineItem key={stop.label}>
          <TimelineSeparator>
            <TimelineDot
              color="primary"
              variant={stop.done ? 'filled' : 'outlined'}
            />
            {index < stops.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>
            {stop.label}
            {stop.done ? ' (done)' : ''}
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
