/**
 * The bubble of a deferred tooltip (see DeferredTooltip): MUI's Popper under the button, drawn
 * as MUI's Tooltip draws its own (the theme's tooltip colour, 11px medium text, 14px below).
 */
import React, {type ReactNode} from 'react';
import Popper from '@mui/material/Popper';
import styles from './TooltipBubble.module.css';

interface TooltipBubbleProps {
  readonly id: string;
  readonly anchor: HTMLElement;
  readonly open: boolean;
  readonly title: string;
}

export default function TooltipBubble({id, anchor, open, title}: TooltipBubbleProps): ReactNode {
  return (
    // Popper's element has the tooltip role.
    <Popper id={id} open={open} anchorEl={anchor} placement="bottom" className={styles.popper}>
      <div className={styles.bubble}>{title}</div>
    </Popper>
  );
}
