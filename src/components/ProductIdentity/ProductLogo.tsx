/** A product's logo, decorative beside its name. */
import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ProductIdentity as Product} from '../../data/products';
import styles from './styles.module.css';

export default function ProductLogo({product}: {readonly product: Product}): ReactNode {
  return <img className={styles.logo} src={useBaseUrl(product.logo)} alt="" width={24} height={24} />;
}
