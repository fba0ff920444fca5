/** Asks visitors whose blocker hides the network to allow ads here (spec §4 "Ad slot" step 3). */
import React, {type ReactNode} from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {ADBLOCK_MESSAGE} from '../../constants/ads';
import {adblockMessageSx} from './adStyles';

const LINE = {display: 'block'} as const;

export default function PleaseDisableAdblock(): ReactNode {
  return (
    <Paper component="span" elevation={0} sx={adblockMessageSx}>
      <Typography component="span" variant="body2" sx={{...LINE, fontWeight: 'bold'}}>
        {ADBLOCK_MESSAGE.title}
      </Typography>
      <Typography component="span" variant="body2" sx={LINE}>
        {ADBLOCK_MESSAGE.body}
      </Typography>
      <Typography component="span" variant="body2" sx={LINE}>
        {ADBLOCK_MESSAGE.thanks}{' '}
        <span role="img" aria-label={ADBLOCK_MESSAGE.heartLabel}>
          {ADBLOCK_MESSAGE.heart}
        </span>
      </Typography>
    </Paper>
  );
}
