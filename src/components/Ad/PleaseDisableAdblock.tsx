/** Shown in the slot to some visitors whose blocker hides the network: asks them to allow ads here. */
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {ADBLOCK_MESSAGE} from '../../constants/ads';
import {adblockMessageSx} from './adStyles';

const LINE = {display: 'block'} as const;

export default function PleaseDisableAdblock(): ReactNode {
  return (
    <Paper component="span" elevation={0} sx={adblockMessageSx}>
      <Typography component="span" variant="body2" sx={{...LINE, fontWeight: 'bold'}}>
        {translate({id: 'mui.ad.adblock.title', message: 'Help us keep running'})}
      </Typography>
      <Typography component="span" variant="body2" sx={LINE}>
        {translate({
          id: 'mui.ad.adblock.body',
          message: 'If you do not mind ads about developer tools, which never track you, please allow ads on this site in your ad blocker.',
        })}
      </Typography>
      <Typography component="span" variant="body2" sx={LINE}>
        {translate({id: 'mui.ad.adblock.thanks', message: 'Thank you!'})}{' '}
        <span role="img" aria-label={translate({id: 'mui.ad.adblock.heart', message: 'Love', description: 'Names the heart emoji after the thanks'})}>
          {ADBLOCK_MESSAGE.heart}
        </span>
      </Typography>
    </Paper>
  );
}
