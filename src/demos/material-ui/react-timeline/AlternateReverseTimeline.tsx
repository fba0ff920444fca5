import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const milestones = [
  'Kick-off',
  'First prototype',
  'User testing',
  'Public beta',
];

export default function AlternateReverseTimeline() {
  return (
    <Timeline position="alternate-reverse">
      {milestones.map((milestone, index) => (
        <TimelineItem key={milestone}>
          <TimelineSeparator>
            <TimelineDot color="secondary" />
            {index < milestones.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{milestone}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
