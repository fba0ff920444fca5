import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const releases = ['v1.0 launch', 'Dark mode', 'Offline support', 'Public API'];

export default function AlternateTimeline() {
  return (
    <Timeline position="alternate">
      {releases.map((release, index) => (
        <TimelineItem key={release}>
          <TimelineSeparator>
            <TimelineDot
              color={index === releases.length - 1 ? 'primary' : 'grey'}
              variant={index === releases.length - 1 ? 'filled' : 'outlined'}
            />
            {index < releases.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{release}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
