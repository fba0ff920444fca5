import * as React from 'react';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function CallbackMediaQuery() {
  const betweenSmAndLg = useMediaQuery((theme: Theme) =>
    theme.breakpoints.between('sm', 'lg'),
  );

  return (
    <Typography>
      {"theme.breakpoints.between('sm', 'lg') matches: "}
      <strong>{String(betweenSmAndLg)}</strong>
    </Typography>
  );
}
