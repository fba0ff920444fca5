/**
 * A demo's toolbar: styling, TS/JS, show/hide code, edit, copy the source, copy a link to the
 * demo, open it in StackBlitz or CodeSandbox, reset (a paid demo this build does not run has no edit or reset: there is no component).
 * Arrow keys move between its buttons (WAI-ARIA toolbar pattern:
 * https://www.w3.org/WAI/ARIA/apg/patterns/toolbar/). Below 600px it shows icons only.
 * Plain buttons styled like MUI's (toolbar.module.css): the toolbar hydrates with the page, and
 * MUI loads only when a demo goes live.
 */
import React, {type KeyboardEvent, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {CODE_GA_EVENTS, CODE_STYLINGS, CODE_VARIANTS, COPY_FEEDBACK_MS, type CodeStyling, type CodeVariant} from '../../constants/code';
import {COPY_BUTTON_ATTRIBUTE} from '../../constants/dom';
import {DEMO_TOOLBAR_ICONS} from '../../constants/demoToolbar';
import {useClipboardCopy} from '../../hooks/useClipboardCopy';
import {gaEventProps} from '../shared/gaEventProps';
import SandboxButtons from './SandboxButtons';
import {ToggleGroup, ToolbarButton, ToolbarIconButton} from './ToolbarControls';
import type {PaidDemoInfo} from './types';
import type {DemoSource} from './useDemoSource';
import styles from './styles.module.css';

function stylingLabel(styling: CodeStyling): string {
  switch (styling) {
    case CODE_STYLINGS.SYSTEM:
      return translate({id: 'mui.demo.toolbar.styling.system', message: 'MUI System'});
    case CODE_STYLINGS.TAILWIND:
      return translate({id: 'mui.demo.toolbar.styling.tailwind', message: 'Tailwind CSS'});
    case CODE_STYLINGS.CSS:
      return translate({id: 'mui.demo.toolbar.styling.css', message: 'Plain CSS'});
  }
}

/** TS first: the order of the switch. */
function variantOptions(): readonly {readonly value: CodeVariant; readonly name: string}[] {
  return [
    {value: CODE_VARIANTS.TS, name: translate({id: 'mui.demo.toolbar.variant.typeScript', message: 'TypeScript'})},
    {value: CODE_VARIANTS.JS, name: translate({id: 'mui.demo.toolbar.variant.javaScript', message: 'JavaScript'})},
  ];
}

function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key)) {
    return;
  }
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index === -1) {
    return;
  }
  event.preventDefault();
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const step = (event.key === 'ArrowRight') !== rtl ? 1 : -1;
  const next = event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : (index + step + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

interface DemoToolbarProps {
  /** The demo's anchor: the copied link points at it. */
  readonly id: string;
  /** Id of the code area the toolbar controls. */
  readonly codeId: string;
  readonly source: DemoSource;
  /** The demo's paid plan, when it has one: its sandbox project says a licence key is needed. */
  readonly paid?: PaidDemoInfo;
}

export default function DemoToolbar({id, codeId, source, paid}: DemoToolbarProps): ReactNode {
  const {variant, stylings, codeVariant, expanded, editing} = source;
  const sourceCopy = useClipboardCopy(COPY_FEEDBACK_MS.demo);
  const linkCopy = useClipboardCopy(COPY_FEEDBACK_MS.demo);
  const linkLabel = linkCopy.copied
    ? translate({id: 'mui.demo.toolbar.linkCopied', message: 'Link copied'})
    : translate({id: 'mui.demo.toolbar.copyLink', message: 'Copy a link to this demo'});
  const resetLabel = translate({id: 'mui.demo.toolbar.reset', message: 'Reset the demo'});

  return (
    <div
      role="toolbar"
      aria-label={translate({id: 'mui.demo.toolbar.ariaLabel', message: 'Demo source'})}
      aria-controls={codeId}
      className={styles.toolbar}
      onKeyDown={onToolbarKeyDown}>
      {stylings.length > 1 && (
        <ToggleGroup
          label={translate({id: 'mui.demo.toolbar.styling', message: 'Styling'})}
          value={variant.styling}
          onChange={source.setCodeStyling}
          options={stylings.map((styling) => ({
            value: styling,
            text: stylingLabel(styling),
            ga: gaEventProps({category: CODE_GA_EVENTS.demoCategory, action: CODE_GA_EVENTS.styling, label: styling}),
          }))}
        />
      )}
      <ToggleGroup
        label={translate({id: 'mui.demo.toolbar.variant', message: 'Code language'})}
        value={codeVariant}
        onChange={source.setCodeVariant}
        options={variantOptions().map(({value, name}) => ({
          value,
          // The visible text (TS, JS) is the accessible name (WCAG 2.5.3, label in name); the
          // full language name is the tooltip.
          text: value,
          title: name,
          ga: gaEventProps({category: CODE_GA_EVENTS.demoCategory, action: CODE_GA_EVENTS.variant, label: value}),
        }))}
      />
      <hr aria-orientation="vertical" className={styles.toolbarDivider} />
      <ToolbarButton
        label={
          expanded
            ? translate({id: 'mui.demo.toolbar.hideCode', message: 'Hide code'})
            : translate({id: 'mui.demo.toolbar.showCode', message: 'Show code'})
        }
        icon={DEMO_TOOLBAR_ICONS.code}
        pressed={expanded}
        onClick={source.toggleExpanded}
      />
      {/* A paid demo this build does not run has no component to edit or reset. */}
      {source.runs && (
        <ToolbarButton
          label={
            editing
              ? translate({id: 'mui.demo.toolbar.stopEditing', message: 'Stop editing'})
              : translate({id: 'mui.demo.toolbar.edit', message: 'Edit code'})
          }
          icon={DEMO_TOOLBAR_ICONS.edit}
          pressed={editing}
          onClick={source.toggleEditing}
        />
      )}
      <ToolbarButton
        label={sourceCopy.copied ? translate({id: 'mui.demo.toolbar.copied', message: 'Copied'}) : translate({id: 'mui.demo.toolbar.copy', message: 'Copy'})}
        tooltip={translate({id: 'mui.demo.toolbar.copySource', message: 'Copy the source'})}
        icon={DEMO_TOOLBAR_ICONS.copy}
        onClick={() => void sourceCopy.copy(source.source)}
        {...{[COPY_BUTTON_ATTRIBUTE]: ''}}
        {...gaEventProps({category: CODE_GA_EVENTS.demoCategory, action: CODE_GA_EVENTS.copyClick, label: id})}
      />
      <ToolbarIconButton
        label={linkLabel}
        icon={DEMO_TOOLBAR_ICONS.link}
        onClick={() => void linkCopy.copy(`${window.location.origin}${window.location.pathname}#${id}`)}
      />
      <SandboxButtons id={id} source={source} paid={paid} />
      {source.runs && <ToolbarIconButton label={resetLabel} icon={DEMO_TOOLBAR_ICONS.refresh} onClick={source.reset} />}
    </div>
  );
}
