import * as React from 'react';
import Box from '@mui/material/Box';
import Rating, { type IconContainerProps } from '@mui/material/Rating';
import SentimentDissatisfiedIcon from '@mui/icons-material/SentimentDissatisfied';
import SentimentNeutralIcon from '@mui/icons-material/SentimentNeutral';
import SentimentSatisfiedAltIcon from '@mui/icons-material/SentimentSatisfiedAlt';
import SentimentVeryDissatisfiedIcon from '@mui/icons-material/SentimentVeryDissatisfied';
import SentimentVerySatisfiedIcon from '@mui/icons-material/SentimentVerySatisfied';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const moods: Record<number, { icon: React.ReactElement; label: string }> = {
  1: {
    icon: <SentimentVeryDissatisfiedIcon color="error" />,
    label: 'Very unhappy',
  },
  2: { icon: <SentimentDissatisfiedIcon color="error" />, label: 'Unhappy' },
  3: { icon: <SentimentNeutralIcon color="warning" />, label: 'Neutral' },
  4: { icon: <SentimentSatisfiedAltIcon color="success" />, label: 'Happy' },
  5: {
    icon: <SentimentVerySatisfiedIcon color="success" />,
    label: 'Very happy',
  },
};

// Each value gets its own face; the unselected faces are greyed out.
const MoodRating = styled(Rating)(({ theme }) => ({
  '& .MuiRating-iconEmpty .MuiSvgIcon-root': {
    color: (theme.vars || theme).palette.action.active,
  },
}));

function MoodIcon({ value, ...other }: IconContainerProps) {
  return <span {...other}>{moods[value]?.icon}</span>;
}

export default function RadioGroupRating() {
  const [value, setValue] = React.useState<number | null>(3);

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend">How was your stay?</Typography>
      <MoodRating
        name="mood-rating"
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        slotProps={{ icon: { component: MoodIcon } }}
        getLabelText={(option: number) => moods[option]?.label ?? `${option}`}
        highlightSelectedOnly
        size="large"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {value === null ? 'No answer' : moods[value]?.label}
      </Typography>
    </Box>
  );
}
