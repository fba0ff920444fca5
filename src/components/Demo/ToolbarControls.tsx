/**
 * The controls of a demo's toolbar: plain buttons styled like MUI's small text, icon and toggle
 * buttons (toolbar.module.css), so the toolbar hydrates with the page while MUI loads only when a
 * demo goes live. Each action's name shows as a tooltip on hover or focus.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import Glyph from '../Glyph';
import DeferredTooltip from './DeferredTooltip';
import styles from './styles.module.css';
import toolbar from './toolbar.module.css';

/** A labelled action: its icon, and its label (hidden below 600px, where the icon stands alone). */
export function ToolbarButton({
  label,
  icon,
  onClick,
  pressed,
  tooltip = label,
  ...props
}: {
  readonly label: string;
  readonly icon: string;
  readonly onClick: () => void;
  readonly pressed?: boolean;
  /** The tooltip and accessible name, when not the label. */
  readonly tooltip?: string;
} & Record<`data-${string}`, string>): ReactNode {
  return (
    <DeferredTooltip title={tooltip}>
      <button type="button" className={clsx(toolbar.control, toolbar.button)} onClick={onClick} aria-pressed={pressed} aria-label={tooltip} {...props}>
        <Glyph path={icon} fontSize="inherit" className={toolbar.startIcon} />
        <span className={styles.toolbarLabel}>{label}</span>
      </button>
    </DeferredTooltip>
  );
}

/** An icon-only action. */
export function ToolbarIconButton({label, icon, ...props}: {readonly label: string; readonly icon: string} & Omit<ComponentProps<'button'>, 'type' | 'className' | 'aria-label'>): ReactNode {
  return (
    <DeferredTooltip title={label}>
      <button type="button" className={clsx(toolbar.control, toolbar.iconButton)} aria-label={label} {...props}>
        <Glyph path={icon} fontSize="small" />
      </button>
    </DeferredTooltip>
  );
}

/** An exclusive choice among a few options (MUI's ToggleButtonGroup): each a button, pressed when chosen. */
export function ToggleGroup<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  readonly label: string;
  readonly value: T;
  readonly options: readonly {readonly value: T; readonly text: string; readonly title?: string; readonly ga: Record<string, string>}[];
  readonly onChange: (value: T) => void;
}): ReactNode {
  return (
    <div role="group" aria-label={label} className={toolbar.group}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          value={option.value}
          title={option.title}
          aria-pressed={option.value === value}
          className={clsx(toolbar.control, toolbar.toggle)}
          onClick={() => option.value !== value && onChange(option.value)}
          {...option.ga}>
          {option.text}
        </button>
      ))}
    </div>
  );
}
