import * as React from 'react';
import Box from '@mui/joy/Box';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Skeleton, { SkeletonProps } from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';

type Animation = 'pulse' | 'wave' | 'none';

export default function SkeletonAnimation() {
  const [animation, setAnimation] = React.useState<Animation>('wave');
  const value: SkeletonProps['animation'] = animation === 'none' ? false : animation;

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 400 }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Animation"
        value={animation}
        onChange={(event) => setAnimation(event.target.value as Animation)}
      >
        <Radio value="pulse" label="pulse" />
        <Radio value="wave" label="wave" />
        <Radio value="none" label="false" />
      </RadioGroup>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Skeleton animation={value} variant="circular" width={48} height={48} />
        <Box sx={{ flex: 1, maxWidth: 280 }}>
          <Skeleton animation={value} variant="text" level="title-md" sx={{ width: '50%' }} />
          <Skeleton animation={value} variant="text" level="body-sm" />
        </Box>
      </Box>
    </Stack>
  );
}
