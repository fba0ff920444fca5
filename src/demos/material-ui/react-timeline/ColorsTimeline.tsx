import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

type DotColor = 'success' | 'info' | 'warning' | 'error';

const checks: { label: string; color: DotColor }[] = [
  { label: 'Build passed', color: 'success' },
  { label: 'Preview deployed', color: 'info' },
  { label: 'Bundle size grew 4%', color: 'warning' },
  { label: 'Smoke test failed', color: 'error' },
];

export default function ColorsTimeline() {
  return (
    <Timeline position="alternate">
      {checks.map((check, index) => (
        <TimelineItem key={check.label}>
          <TimelineSeparator>
            <TimelineDot color={check.color} />
            {index < checks.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{check.label}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
