/**
 * A chrome icon as plain SVG: 1em square, the current text colour, hidden from assistive
 * technology (the control around it carries the name). Used where MUI's SvgIcon would pull MUI's
 * styling runtime into the bundle every page loads.
 */
import React, {type ReactNode, type SVGProps} from 'react';
import clsx from 'clsx';
import {GLYPHS, type GlyphName} from '../../constants/glyphs';
import styles from './styles.module.css';

interface GlyphProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'viewBox'> {
  readonly name: GlyphName;
  /** MUI's icon sizes (1.25rem, 1.5rem), or `inherit` to size it from the class or parent. */
  readonly fontSize?: 'small' | 'medium' | 'inherit';
}

export default function Glyph({name, fontSize = 'medium', className, ...props}: GlyphProps): ReactNode {
  return (
    <svg viewBox="0 0 24 24" focusable="false" aria-hidden className={clsx(styles.glyph, fontSize !== 'inherit' && styles[fontSize], className)} {...props}>
      <path d={GLYPHS[name]} />
    </svg>
  );
}
