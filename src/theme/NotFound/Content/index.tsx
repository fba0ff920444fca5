/**
 * Wraps (safe) the 404 content: a reader who followed a `/zh/...` link lands on the English page,
 * since only English is shipped (spec §2 "Path handling"); everyone else is offered the products.
 */
import React, {useEffect, type ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {PRODUCT_LIST} from '../../../data/products';
import {englishRedirectTarget} from '../../../utils/paths';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {pathname, search, hash} = useLocation();
  const history = useHistory();
  const target = englishRedirectTarget(pathname, search, hash);
  useEffect(() => {
    if (target) {
      history.replace(target);
    }
  }, [history, target]);
  return (
    <>
      <Content {...props} />
      <nav aria-label="Products" className="container margin-bottom--xl" data-testid="not-found-products">
        <p>The documentation of each product starts here:</p>
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
