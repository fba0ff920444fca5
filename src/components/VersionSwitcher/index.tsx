/**
 * Navbar item: the version switcher of the product being read, and of no other product.
 * Docusaurus' own dropdown is global to the navbar and would show every instance's versions on
 * every page. Entries come from `versionMenuEntries`.
 */
import React, {lazy, useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useActiveDocContext, useVersions} from '@docusaurus/plugin-content-docs/client';
import {useLocation} from '@docusaurus/router';
import {useActiveProduct} from '../../hooks/useActiveProduct';
import {useLoadOnDemand} from '../../hooks/useLoadOnDemand';
import Glyph from '../Glyph';
import NavbarButton from '../NavbarButton';
import OnDemand from '../OnDemand';
import styles from './styles.module.css';
import {archivedVersionsOf, type ProductIdentity} from '../../data/products';
import {VIEW_ALL_VERSIONS} from '../../constants/versions';
import {activeVersionLabel, versionMenuEntries, type BuiltVersion, type VersionMenuEntry} from '../../utils/versionMenu';

const loadMenu = () => import('./VersionMenu');
const VersionMenu = lazy(loadMenu);

/** In the mobile sidebar: the versions as a plain list of links, the one being read marked. */
function MobileVersionList({product, entries}: {readonly product: ProductIdentity; readonly entries: readonly VersionMenuEntry[]}): ReactNode {
  return (
    <li className="menu__list-item" data-testid="version-list">
      <span className={`menu__link ${styles.mobileHeading}`}>
        {translate({id: 'mui.versionSwitcher.mobileHeading', message: '{product} versions'}, {product: product.name})}
      </span>
      <ul className="menu__list">
        {entries.map((entry) =>
          entry.kind === 'divider' ? null : (
            <li key={entry.href} className="menu__list-item">
              {entry.external ? (
                <a className="menu__link" href={entry.href}>
                  {entry.label}
                </a>
              ) : (
                <Link
                  className={`menu__link${entry.selected ? ' menu__link--active' : ''}`}
                  to={entry.href}
                  aria-current={entry.selected ? 'page' : undefined}>
                  {entry.label}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
    </li>
  );
}

function ProductVersionSwitcher({product, mobile}: {readonly product: ProductIdentity; readonly mobile: boolean}): ReactNode {
  const versions = useVersions(product.id);
  const {activeVersion, alternateDocVersions} = useActiveDocContext(product.id);
  const {pathname} = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menu = useLoadOnDemand(loadMenu);
  const buttonId = useId();
  const menuId = useId();
  const built: BuiltVersion[] = versions.map((version) => ({
    name: version.name,
    label: version.label,
    mainPath: version.docs.find((doc) => doc.id === version.mainDocId)?.path ?? version.path,
    // The page being read is in the active version by definition. Other versions are looked up in
    // their doc lists, which the site keeps only when there are other versions (plugins/lean-docs).
    samePagePath: version.name === activeVersion?.name ? pathname : alternateDocVersions[version.name]?.path,
  }));
  const entries = versionMenuEntries({
    built,
    activeVersionName: activeVersion?.name,
    archived: archivedVersionsOf(product),
    viewAll: {...VIEW_ALL_VERSIONS, text: translate({id: 'mui.versionSwitcher.viewAll', message: 'View all versions'})},
  });
  const label = activeVersionLabel(built, activeVersion?.name);
  if (label === null) {
    return null;
  }
  const hasMenu = entries.length > 1;
  if (mobile) {
    return <MobileVersionList product={product} entries={entries} />;
  }
  return (
    <>
      <NavbarButton
        id={buttonId}
        variant="outlined"
        className={styles.button}
        data-testid="version-switcher"
        aria-label={
          hasMenu
            ? translate({id: 'mui.versionSwitcher.ariaLabel.menu', message: '{product} version {version}, choose another version'}, {product: product.name, version: label})
            : translate({id: 'mui.versionSwitcher.ariaLabel', message: '{product} version {version}'}, {product: product.name, version: label})
        }
        aria-haspopup={hasMenu ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        endIcon={hasMenu ? <Glyph name="dropDown" fontSize="small" /> : undefined}
        onPointerEnter={hasMenu ? menu.preload : undefined}
        onFocus={hasMenu ? menu.preload : undefined}
        onClick={
          hasMenu
            ? (event) => {
                menu.request();
                setAnchor(event.currentTarget);
              }
            : undefined
        }>
        {label}
      </NavbarButton>
      {hasMenu && menu.wanted && (
        <OnDemand>
          <VersionMenu id={menuId} labelledBy={buttonId} anchor={anchor} entries={entries} onClose={() => setAnchor(null)} />
        </OnDemand>
      )}
    </>
  );
}

export default function VersionSwitcher({mobile}: {readonly mobile?: boolean}): ReactNode {
  const product = useActiveProduct();
  if (!product || product.internal) {
    return null;
  }
  return <ProductVersionSwitcher key={product.id} product={product} mobile={mobile ?? false} />;
}
