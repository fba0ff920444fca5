/**
 * The menu of every product, opened from the navbar's Products button. Loaded on demand.
 */
import React, {type ReactNode} from 'react';
import RouterLink from '../RouterLink';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemText from '@mui/material/ListItemText';
import ListItemIcon from '@mui/material/ListItemIcon';
import type {ProductIdentity as Product} from '../../data/products';
import ProductLogo from './ProductLogo';
import MuiScope from '../MuiScope';

interface ProductMenuProps {
  readonly id: string;
  readonly labelledBy: string;
  readonly anchor: HTMLElement | null;
  readonly products: readonly Product[];
  readonly current: Product | null;
  readonly onClose: () => void;
}

export default function ProductMenu({id, labelledBy, anchor, products, current, onClose}: ProductMenuProps): ReactNode {
  return (
    <MuiScope>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose} slotProps={{list: {'aria-labelledby': labelledBy}}}>
        {products.map((product) => (
          <MenuItem key={product.id} component={RouterLink} to={product.startPath} selected={current?.id === product.id} onClick={onClose}>
            <ListItemIcon>
              <ProductLogo product={product} />
            </ListItemIcon>
            <ListItemText primary={product.name} secondary={product.metadata} />
          </MenuItem>
        ))}
      </Menu>
    </MuiScope>
  );
}
