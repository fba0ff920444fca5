/**
 * The navigation page item. One tree of these per product is the single source of the sidebars, the
 * product menus and the page-existence checks.
 */
import type {MuiXPlan} from '../../constants/muiX';
import type {NavIconKey} from '../../constants/navigation';

/** A paid MUI X plan: the page's feature needs it. */
export type Plan = MuiXPlan;

/** Attributes forwarded to the rendered link, e.g. analytics `data-ga-event-*`. */
export type LinkProps = Readonly<Record<`data-${string}`, string>>;

export interface MuiPage {
  /** Route of the page (`/material-ui/react-button`) or an absolute `https://` URL. */
  readonly pathname: string;
  /**
   * Label in the navigation. When omitted it is derived from `subheader` or `pathname`
   * (see `pageToTitle`); `false` hides the label.
   */
  readonly title?: string | false;
  /** Turns a group into a non-collapsible section heading. */
  readonly subheader?: string;
  readonly children?: readonly MuiPage[];
  readonly plan?: Plan;
  /** Shows a "New" chip. */
  readonly newFeature?: boolean;
  /** Shows a "Planned" chip: the page explains the plan and the current workaround. */
  readonly planned?: boolean;
  /** Shows a "Preview" chip. */
  readonly unstable?: boolean;
  readonly beta?: boolean;
  readonly legacy?: boolean;
  readonly deprecated?: boolean;
  readonly icon?: NavIconKey;
  readonly linkProps?: LinkProps;
}

/** The flags that render as chips, in display order. */
export const PAGE_FLAGS = [
  'newFeature',
  'unstable',
  'beta',
  'planned',
  'legacy',
  'deprecated',
] as const;
export type PageFlag = (typeof PAGE_FLAGS)[number];

/** What a sidebar item carries to the client in `customProps`. */
export interface SidebarItemProps {
  readonly flags?: readonly PageFlag[];
  readonly plan?: Plan;
  readonly icon?: NavIconKey;
  readonly linkProps?: LinkProps;
  /**
   * On the product's first group: open when the page being read is in no group (the product's
   * home), closed when another top-level group holds it.
   */
  readonly openOutsideGroups?: true;
  /** Index signature required by Docusaurus' `customProps` type. */
  readonly [key: string]: unknown;
}
