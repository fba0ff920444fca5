import * as React from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import MailIcon from '@mui/icons-material/Mail';
import FavoriteIcon from '@mui/icons-material/Favorite';
import IconButton from '@mui/material/IconButton';
import { createTheme, ThemeProvider, useColorScheme, useTheme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface Palette {
    salmon: Palette['primary'];
  }
  interface PaletteOptions {
    salmon?: PaletteOptions['primary'];
  }
}

// Enable the color on each component that should accept it.
declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    salmon: true;
  }
}
// Button's color type must stay assignable to IconButton's, so extend both.
declare module '@mui/material/IconButton' {
  interface IconButtonPropsColorOverrides {
    salmon: true;
  }
}
declare module '@mui/material/Chip' {
  interface ChipPropsColorOverrides {
    salmon: true;
  }
}
declare module '@mui/material/Checkbox' {
  interface CheckboxPropsColorOverrides {
    salmon: true;
  }
}
declare module '@mui/material/Switch' {
  interface SwitchPropsColorOverrides {
    salmon: true;
  }
}
declare module '@mui/material/Slider' {
  interface SliderPropsColorOverrides {
    salmon: true;
  }
}
declare module '@mui/material/Badge' {
  interface BadgePropsColorOverrides {
    salmon: true;
  }
}
declare module '@mui/material/LinearProgress' {
  interface LinearProgressPropsColorOverrides {
    salmon: true;
  }
}

export default function CustomColorComponents() {
  // The page's light or dark mode: useColorScheme knows it when the app uses CSS theme
  // variables (their palette object stays light); otherwise the theme's palette.mode does.
  const { colorScheme } = useColorScheme();
  const outerMode = useTheme().palette.mode;
  const mode = colorScheme ?? outerMode;
  const theme = React.useMemo(() => {
    const base = createTheme({ palette: { mode } });
    return createTheme(base, {
      palette: {
        salmon: base.palette.augmentColor({
          // A darker shade in light mode keeps outlined text readable on white.
          color: { main: mode === 'dark' ? '#ff8a65' : '#bf360c' },
          name: 'salmon',
        }),
      },
    });
  }, [mode]);

  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Button variant="contained" color="salmon">
              Contained
            </Button>
            <Button variant="outlined" color="salmon">
              Outlined
            </Button>
            <Chip label="Chip" color="salmon" />
            <Chip label="Outlined chip" color="salmon" variant="outlined" />
            <IconButton color="salmon" aria-label="Add to favorites">
              <FavoriteIcon />
            </IconButton>
            <Badge badgeContent={4} color="salmon">
              <MailIcon aria-label="4 new messages" />
            </Badge>
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <FormControlLabel control={<Checkbox defaultChecked color="salmon" />} label="Checkbox" />
            <FormControlLabel control={<Switch defaultChecked color="salmon" />} label="Switch" />
          </Stack>
          <Slider defaultValue={40} color="salmon" aria-label="Volume" sx={{ maxWidth: 320 }} />
          <LinearProgress variant="determinate" value={65} color="salmon" aria-label="Upload progress" />
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
