/**
 * Navbar item: the version switcher of the product being read, and of no other product
 * (issue: version switcher). Docusaurus' own dropdown is global to the navbar and would show
 * every instance's versions on every page. Entries come from `versionMenuEntries`.
 */
import React, {useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useActiveDocContext, useVersions} from '@docusaurus/plugin-content-docs/client';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownRounded from '@mui/icons-material/ArrowDropDownRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import {useActiveProduct} from '../../hooks/useActiveProduct';
import {archivedVersionsOf, type ProductIdentity} from '../../data/products';
import {VIEW_ALL_VERSIONS} from '../../constants/versions';
import {activeVersionLabel, versionMenuEntries, type BuiltVersion} from '../../utils/versionMenu';

function ProductVersionSwitcher({product}: {readonly product: ProductIdentity}): ReactNode {
  const versions = useVersions(product.id);
  const {activeVersion, alternateDocVersions} = useActiveDocContext(product.id);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const built: BuiltVersion[] = versions.map((version) => ({
    name: version.name,
    label: version.label,
    mainPath: version.docs.find((doc) => doc.id === version.mainDocId)?.path ?? version.path,
    ...(alternateDocVersions[version.name] && {samePagePath: alternateDocVersions[version.name]?.path}),
  }));
  const entries = versionMenuEntries({
    built,
    activeVersionName: activeVersion?.name,
    archived: archivedVersionsOf(product),
    viewAll: VIEW_ALL_VERSIONS,
  });
  const label = activeVersionLabel(built, activeVersion?.name);
  if (label === null) {
    return null;
  }
  const hasMenu = entries.length > 1;
  return (
    <>
      <Button
        id={buttonId}
        size="small"
        variant="outlined"
        color="inherit"
        data-testid="version-switcher"
        aria-label={`${product.name} version ${label}${hasMenu ? ', choose another version' : ''}`}
        aria-haspopup={hasMenu ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        endIcon={hasMenu ? <ArrowDropDownRounded /> : undefined}
        onClick={hasMenu ? (event) => setAnchor(event.currentTarget) : undefined}
        sx={{mx: 1, whiteSpace: 'nowrap', fontWeight: 'medium'}}>
        {label}
      </Button>
      {hasMenu && (
        <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{list: {'aria-labelledby': buttonId}}}>
          {entries.map((entry, index) =>
            entry.kind === 'divider' ? (
              <Divider key={`divider-${index}`} />
            ) : entry.external ? (
              <MenuItem key={entry.href} component="a" href={entry.href} onClick={() => setAnchor(null)}>
                <ListItemText inset primary={entry.label} />
              </MenuItem>
            ) : (
              <MenuItem key={entry.href} component={Link} to={entry.href} selected={entry.selected} onClick={() => setAnchor(null)}>
                {entry.selected ? (
                  <ListItemIcon>
                    <CheckRounded fontSize="small" />
                  </ListItemIcon>
                ) : null}
                <ListItemText inset={!entry.selected} primary={entry.label} />
              </MenuItem>
            ),
          )}
        </Menu>
      )}
    </>
  );
}

export default function VersionSwitcher({mobile}: {readonly mobile?: boolean}): ReactNode {
  const product = useActiveProduct();
  if (mobile || !product || product.internal) {
    return null;
  }
  return <ProductVersionSwitcher key={product.id} product={product} />;
}
