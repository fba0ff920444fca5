/**
 * Ejected (unsafe) from theme-classic 3.10.2 `DocSidebarItem/Link`: a sidebar link that also shows
 * the page's icon, flag chips (New, Preview, Beta, Planned, Legacy, Deprecated) and plan mark
 * with its title attribute. Wrapping cannot put content inside
 * the link, and CSS pseudo-elements cannot carry a title. Re-check against theme-classic on
 * every Docusaurus upgrade (listed in CONTRIBUTING.md).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type {Props} from '@theme/DocSidebarItem/Link';
import NavIcon from '../../../components/NavIcon';
import PageFlags from '../../../components/PageFlags';
import {readSidebarItemProps} from '../../../utils/sidebarProps';
import styles from './styles.module.css';

export default function DocSidebarItemLink({
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
