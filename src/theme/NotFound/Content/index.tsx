/** Wraps (safe) the 404 content to offer the products' docs. */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {PRODUCT_LIST} from '../../../data/products';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <nav
        aria-label={translate({id: 'mui.notFound.products.ariaLabel', message: 'Products'})}
        className="container margin-bottom--xl"
        data-testid="not-found-products">
        <p>
          <Translate id="mui.notFound.products.intro">The documentation of each product starts here:</Translate>
        </p>
        <ul>
          {PRODUCT_LIST.filter((product) => !product.internal).map((product) => (
            <li key={product.id}>
              <Link to={product.startPath}>{product.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
