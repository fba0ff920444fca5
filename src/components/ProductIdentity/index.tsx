/**
 * Navbar item: the current product's logo and name, and a menu of every product. In the mobile
 * sidebar: a plain list of the products.
 */
import React, {lazy, useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {PRODUCT_IDENTITY_ATTRIBUTE} from '../../constants/dom';
import {PRODUCT_LIST, type ProductIdentity as Product} from '../../data/products';
import {useActiveProduct} from '../../hooks/useActiveProduct';
import {useLoadOnDemand} from '../../hooks/useLoadOnDemand';
import Glyph from '../Glyph';
import NavbarButton from '../NavbarButton';
import OnDemand from '../OnDemand';
import ProductLogo from './ProductLogo';
import styles from './styles.module.css';

const loadMenu = () => import('./ProductMenu');
const ProductMenu = lazy(loadMenu);

const MENU_PRODUCTS = PRODUCT_LIST.filter((product) => !product.internal);

function ProductsButton({current}: {readonly current: Product | null}): ReactNode {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menu = useLoadOnDemand(loadMenu);
  const menuId = useId();
  const buttonId = useId();
  return (
    <>
      <NavbarButton
        id={buttonId}
        className={styles.productsButton}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        endIcon={<Glyph name="expandMore" fontSize="small" />}
        onPointerEnter={menu.preload}
        onFocus={menu.preload}
        onClick={(event) => {
          menu.request();
          setAnchor(event.currentTarget);
        }}>
        <Translate id="mui.productIdentity.menu" description="The button that opens the menu of every product">
          Products
        </Translate>
      </NavbarButton>
      {menu.wanted && (
        <OnDemand>
          <ProductMenu
            id={menuId}
            labelledBy={buttonId}
            anchor={anchor}
            products={MENU_PRODUCTS}
            current={current}
            onClose={() => setAnchor(null)}
          />
        </OnDemand>
      )}
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
        <Link className={styles.identity} to={product.startPath} {...{[PRODUCT_IDENTITY_ATTRIBUTE]: product.id}}>
          <ProductLogo product={product} />
          <span className={styles.name}>{product.name}</span>
        </Link>
      )}
      <ProductsButton current={product} />
    </div>
  );
}
