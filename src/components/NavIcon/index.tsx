/** The icon of a navigation entry, by the icon key its page data names (decorative, hidden from assistive technology). */
import React, {type ReactNode} from 'react';
import ChromeReaderModeRounded from '@mui/icons-material/ChromeReaderModeRounded';
import BookRounded from '@mui/icons-material/BookRounded';
import ArticleRounded from '@mui/icons-material/ArticleRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import WebRounded from '@mui/icons-material/WebRounded';
import type {SvgIconComponent} from '@mui/icons-material';
import type {NavIconKey} from '../../constants/navigation';

const NAV_ICONS = {
  ReaderIcon: ChromeReaderModeRounded,
  BookIcon: BookRounded,
  DescriptionIcon: ArticleRounded,
  VisibilityIcon: VisibilityRounded,
  WebIcon: WebRounded,
} as const satisfies Record<NavIconKey, SvgIconComponent>;

export default function NavIcon({icon}: {readonly icon: NavIconKey}): ReactNode {
  const Icon = NAV_ICONS[icon];
  return <Icon fontSize="small" color="primary" sx={{fontSize: '1.05rem', mr: 1}} data-icon={icon} aria-hidden />;
}
