/**
 * Navbar item: the current product's logo and name, and a menu of every product
 * (issue: site foundation, item 6).
 */
import React, {useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemText from '@mui/material/ListItemText';
import ListItemIcon from '@mui/material/ListItemIcon';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import {PRODUCT_LIST, type ProductIdentity as Product} from '../../data/products';
import {useActiveProduct} from '../../hooks/useActiveProduct';
import styles from './styles.module.css';

const MENU_PRODUCTS = PRODUCT_LIST.filter((product) => !product.internal);

function ProductLogo({product}: {readonly product: Product}): ReactNode {
  return <img className={styles.logo} src={useBaseUrl(product.logo)} alt="" width={24} height={24} />;
}

function ProductMenu({current}: {readonly current: Product | null}): ReactNode {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  return (
    <>
      <Button
        id={buttonId}
        variant="text"
        color="inherit"
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        endIcon={<KeyboardArrowDownRounded />}
        onClick={(event) => setAnchor(event.currentTarget)}
        className={styles.menuButton}>
        Products
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{list: {'aria-labelledby': buttonId}}}>
        {MENU_PRODUCTS.map((product) => (
          <MenuItem
            key={product.id}
            component={Link}
            to={product.startPath}
            selected={current?.id === product.id}
            onClick={() => setAnchor(null)}>
            <ListItemIcon>
              <ProductLogo product={product} />
            </ListItemIcon>
            <ListItemText primary={product.name} secondary={product.metadata} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export default function ProductIdentity({mobile}: {readonly mobile?: boolean}): ReactNode {
  const product = useActiveProduct();
  if (mobile) {
    return (
      <li className="menu__list-item">
        <ul className="menu__list">
          {MENU_PRODUCTS.map((p) => (
            <li key={p.id} className="menu__list-item">
              <Link className="menu__link" to={p.startPath}>
                {p.name}
              </Link>
            </li>
          ))}
        </ul>
      </li>
    );
  }
  return (
    <div className={styles.root} data-testid="product-identity">
      {product && (
        <Link className={styles.identity} to={product.startPath} data-product={product.id}>
          <ProductLogo product={product} />
          <span className={styles.name}>{product.name}</span>
        </Link>
      )}
      <ProductMenu current={product} />
    </div>
  );
}
