/**
 * A navbar button: a native <button> styled to match MUI's text, outlined and icon buttons.
 * The navbar is on every page, so it stays out of MUI's button runtime; the menus and the drawer
 * it opens load on demand.
 */
import React, {type ComponentPropsWithRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {SCRIPTED_CONTROL_ATTRIBUTE} from '../../constants/dom';
import styles from './styles.module.css';

// With the ref (a plain prop in React 19), so a dialog can return focus to its button.
type NavbarButtonProps = ComponentPropsWithRef<'button'> & {
  readonly variant?: 'text' | 'outlined' | 'icon';
  readonly endIcon?: ReactNode;
};

export default function NavbarButton({
  variant = 'text',
  endIcon,
  className,
  children,
  type = 'button',
  ...props
}: NavbarButtonProps): ReactNode {
  // A button that acts through its handler keeps a press made before the page has hydrated.
  const scripted = props.onClick === undefined ? {} : {[SCRIPTED_CONTROL_ATTRIBUTE]: ''};
  return (
    <button
      type={type}
      {...scripted}
      className={clsx(styles.button, variant === 'outlined' && styles.outlined, variant === 'icon' && styles.icon, className)}
      {...props}>
      {children}
      {endIcon && <span className={styles.endIcon}>{endIcon}</span>}
    </button>
  );
}
