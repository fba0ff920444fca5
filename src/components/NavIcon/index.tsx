/** The icon of a navigation entry, by the icon key its page data names (decorative, hidden from assistive technology). */
import React, {type ReactNode} from 'react';
import type {NavIconKey} from '../../constants/navigation';
import type {GlyphName} from '../../constants/glyphs';
import Glyph from '../Glyph';
import styles from './styles.module.css';

const NAV_ICONS = {
  ReaderIcon: 'readerMode',
  BookIcon: 'book',
  DescriptionIcon: 'article',
  VisibilityIcon: 'visibility',
  WebIcon: 'web',
} as const satisfies Record<NavIconKey, GlyphName>;

export default function NavIcon({icon}: {readonly icon: NavIconKey}): ReactNode {
  return <Glyph name={NAV_ICONS[icon]} fontSize="inherit" className={styles.icon} data-icon={icon} />;
}
