/**
 * Navbar item: the default navigation shown outside any product (home page, 404): versions,
 * templates store and blog, all external links, from the page data.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
// The module itself, not the index: the index pulls every product's page tree into every page.
import defaultNavigationPages from '../../data/pages/docs';
import {pageToTitle} from '../../utils/pageTree';
import {useActiveProduct} from '../../hooks/useActiveProduct';
import NavIcon from '../NavIcon';
import styles from './styles.module.css';

export default function DefaultNavigation({mobile}: {readonly mobile?: boolean}): ReactNode {
  const product = useActiveProduct();
  if (product) {
    return null;
  }
  const links = defaultNavigationPages.map((page) => (
    <Link
      key={page.pathname}
      href={page.pathname}
      className={mobile ? 'menu__link' : `navbar__item navbar__link ${styles.link}`}
      {...page.linkProps}>
      {page.icon && <NavIcon icon={page.icon} />}
      {pageToTitle(page)}
    </Link>
  ));
  if (mobile) {
    return links.map((link) => (
      <li key={link.key} className="menu__list-item">
        {link}
      </li>
    ));
  }
  return (
    <nav
      aria-label={translate({id: 'mui.defaultNavigation.ariaLabel', message: 'Site', description: 'The navigation shown outside any product'})}
      className={styles.root}
      data-testid="default-navigation">
      {links}
    </nav>
  );
}
