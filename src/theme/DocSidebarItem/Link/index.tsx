/**
 * Ejected (unsafe) from theme-classic 3.10.2 `DocSidebarItem/Link`: a sidebar link that also shows
 * the page's icon, flag chips (New, Preview, Beta, Planned, Legacy, Deprecated) and plan mark
 * with its title attribute. Wrapping cannot put content inside
 * the link, and CSS pseudo-elements cannot carry a title. Re-check against theme-classic on
 * every Docusaurus upgrade (listed in CONTRIBUTING.md).
 *
 * Unlike theme-classic's, it is memoised on what it shows: a navigation changes `activePath` for
 * every link of the sidebar, but the answer to "is this the page shown" for two of them, so the
 * others (with their links, icons and flags) do not render again while the next page renders.
 */
import React, {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type {Props} from '@theme/DocSidebarItem/Link';
import NavIcon from '../../../components/NavIcon';
import PageFlags from '../../../components/PageFlags';
import {rendersAsBefore} from '../../../utils/sameRender';
import {readSidebarItemProps} from '../../../utils/sidebarProps';
import styles from './styles.module.css';

function DocSidebarItemLink({
  item,
  onItemClick,
  activePath,
  level,
  index: _index,
  ...props
}: Props): ReactNode {
  const {href, label, className, autoAddBaseUrl} = item;
  const isActive = isActiveSidebarItem(item, activePath);
  const isInternalLink = isInternalUrl(href);
  const {flags, plan, icon, linkProps} = readSidebarItemProps(item.customProps);
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemLink,
        ThemeClassNames.docs.docSidebarItemLinkLevel(level),
        'menu__list-item',
        className,
      )}>
      <Link
        className={clsx('menu__link', styles.link, {'menu__link--active': isActive})}
        autoAddBaseUrl={autoAddBaseUrl}
        aria-current={isActive ? 'page' : undefined}
        to={href}
        {...(isInternalLink && {onClick: onItemClick ? () => onItemClick(item) : undefined})}
        {...linkProps}
        {...props}>
        {icon && <NavIcon icon={icon} />}
        <span className={styles.label}>{label}</span>
        <PageFlags flags={flags} plan={plan} />
        {!isInternalLink && <IconExternalLink />}
      </Link>
    </li>
  );
}

const isShownPage = ({item, activePath}: Props): boolean => isActiveSidebarItem(item, activePath);

export default memo(DocSidebarItemLink, (before, after) => rendersAsBefore(before, after, 'activePath', isShownPage));
