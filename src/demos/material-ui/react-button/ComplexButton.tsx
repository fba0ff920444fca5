import * as React from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ForestIcon from '@mui/icons-material/Forest';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import Typography from '@mui/material/Typography';
import WavesIcon from '@mui/icons-material/Waves';
import { styled } from '@mui/material/styles';

const trips = [
  { title: 'Coast', icon: WavesIcon, color: 'primary' },
  { title: 'Forest', icon: ForestIcon, color: 'success' },
  { title: 'City', icon: LocationCityIcon, color: 'secondary' },
] as const;

const Tile = styled(ButtonBase)(({ theme }) => ({
  flex: '1 1 140px',
  height: 140,
  flexDirection: 'column',
  gap: theme.spacing(1),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${(theme.vars || theme).palette.divider}`,
  transition: theme.transitions.create(['transform', 'box-shadow']),
  '&:hover, &.Mui-focusVisible': {
    transform: 'translateY(-2px)',
    boxShadow: theme.shadows[4],
  },
  '&.Mui-focusVisible': {
    outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
    outlineOffset: 2,
  },
}));

export default function ComplexButton() {
  const [chosen, setChosen] = React.useState<string | null>(null);

  return (
    <Box sx={{ width: 480, maxWidth: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {trips.map(({ title, icon: Icon, color }) => (
          <Tile
            key={title}
            focusRipple
            aria-pressed={chosen === title}
            onClick={() => setChosen(title)}
            sx={{
              bgcolor: chosen === title ? `${color}.main` : 'background.paper',
              color:
                chosen === title ? `${color}.contrastText` : `${color}.main`,
            }}
          >
            <Icon sx={{ fontSize: 40 }} />
            <Typography
              component="span"
              variant="subtitle1"
              sx={{
                fontWeight: 600,
                color: chosen === title ? 'inherit' : 'text.primary',
              }}
            >
              {title}
            </Typography>
          </Tile>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        {chosen ? `Trip type: ${chosen}` : 'Pick a trip type'}
      </Typography>
    </Box>
  );
}
