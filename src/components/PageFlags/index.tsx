/** Chips and plan marks after a navigation label (spec §2 flags; reference §6.5). */
import React, {type ReactNode} from 'react';
import Chip from '@mui/material/Chip';
import {FLAG_CHIPS, PLAN_MARKS, SIDEBAR_CLASS_NAMES} from '../../constants/navigation';
import type {PageFlag, Plan} from '../../data/pages/types';

export interface PageFlagsProps {
  readonly flags?: readonly PageFlag[];
  readonly plan?: Plan;
}

export default function PageFlags({flags = [], plan}: PageFlagsProps): ReactNode {
  return (
    <>
      {plan && (
        <span
          className={PLAN_MARKS[plan].className}
          title={PLAN_MARKS[plan].title}
          aria-label={PLAN_MARKS[plan].title}
          role="img"
        />
      )}
      {flags.map((flag) => (
        <Chip
          key={flag}
          className={SIDEBAR_CLASS_NAMES.chip}
          data-flag={flag}
          label={FLAG_CHIPS[flag].label}
          color={FLAG_CHIPS[flag].color}
          size="small"
          variant="outlined"
          sx={{
            ml: 0.75,
            height: 16,
            fontSize: '0.625rem',
            fontWeight: 'medium',
            textTransform: 'uppercase',
            letterSpacing: '0.04em',
            flexShrink: 0,
            '& .MuiChip-label': {px: 0.625},
          }}
        />
      ))}
    </>
  );
}
