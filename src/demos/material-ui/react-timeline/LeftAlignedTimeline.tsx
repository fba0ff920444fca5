import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const changes = [
  'Alice opened the pull request',
  'CI passed on all platforms',
  'Bob approved the changes',
  'Merged into main',
];

export default function LeftAlignedTimeline() {
  return (
    <Timeline
      sx={{
        [`& .${timelineItemClasses.root}:before`]: {
          flex: 0,
          padding: 0,
        },
      }}
    >
      {changes.map((change, index) => (
        <TimelineItem key={change}>
          <TimelineSeparator>
            <TimelineDot color="primary" variant="outlined" />
            {index < changes.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{change}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
