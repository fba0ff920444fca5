/**
 * A chrome icon as plain SVG: 1em square, the current text colour, hidden from assistive
 * technology (the control around it carries the name). Used where MUI's SvgIcon would pull MUI's
 * styling runtime into the bundle every page loads.
 */
import React, {type ReactNode, type SVGProps} from 'react';
import clsx from 'clsx';
import {GLYPHS, type GlyphName} from '../../constants/glyphs';
import styles from './styles.module.css';

type GlyphProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'viewBox' | 'name' | 'path'> & {
  /** MUI's icon sizes (1.25rem, 1.5rem), or `inherit` to size it from the class or parent. */
  readonly fontSize?: 'small' | 'medium' | 'inherit';
} & (
    | {readonly name: GlyphName; readonly path?: never}
    /** Path data on a 24 × 24 box, for an icon only some chunks draw (its data stays in theirs). */
    | {readonly path: string; readonly name?: never}
  );

export default function Glyph({name, path, fontSize = 'medium', className, ...props}: GlyphProps): ReactNode {
  return (
    <svg viewBox="0 0 24 24" focusable="false" aria-hidden className={clsx(styles.glyph, fontSize !== 'inherit' && styles[fontSize], className)} {...props}>
      <path d={name === undefined ? path : GLYPHS[name]} />
    </svg>
  );
}
