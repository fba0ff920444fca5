/**
 * Ctrl/Cmd+C on a hovered or focused code block or demo with nothing selected copies the whole
 * block, by clicking its copy button; with a selection the browser's own copy wins, and with the
 * focus inside a demo's live example the example's own copy does (a Data Grid copies its cells).
 * Event delegation on the document, so blocks added by client navigation need no re-binding.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {CODE_GA_EVENTS} from '../constants/code';
import {COPY_BUTTON_ATTRIBUTE, DEMO_CODE_ATTRIBUTE, DEMO_PREVIEW_ATTRIBUTE, GA_DATA_ATTRIBUTES} from '../constants/dom';
import {shouldCopyWholeBlock} from '../utils/codePreferences';

const BLOCK_SELECTOR = `.${ThemeClassNames.common.codeBlock}, [${DEMO_CODE_ATTRIBUTE}]`;
let activeBlock: Element | null = null;

function selectionLength(): number {
  const active = document.activeElement;
  if (active instanceof HTMLTextAreaElement || active instanceof HTMLInputElement) {
    return (active.selectionEnd ?? 0) - (active.selectionStart ?? 0);
  }
  return window.getSelection()?.toString().length ?? 0;
}

function inLiveExample(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[${DEMO_PREVIEW_ATTRIBUTE}]`) !== null;
}

function blockOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(BLOCK_SELECTOR) : null;
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('mouseover', (event) => {
    activeBlock = blockOf(event.target);
  });
  document.addEventListener('focusin', (event) => {
    activeBlock = blockOf(event.target);
  });
  document.addEventListener('keydown', (event) => {
    const block = activeBlock;
    if (
      !block?.isConnected ||
      !shouldCopyWholeBlock({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        selectionLength: selectionLength(),
        hasActiveBlock: true,
        inLiveExample: inLiveExample(event.target),
      })
    ) {
      return;
    }
    const button = block.querySelector<HTMLButtonElement>(`[${COPY_BUTTON_ATTRIBUTE}]`);
    if (!button) {
      return;
    }
    event.preventDefault();
    // Analytics records a keyboard copy instead of a click.
    const action = button.getAttribute(GA_DATA_ATTRIBUTES.action);
    button.setAttribute(GA_DATA_ATTRIBUTES.action, CODE_GA_EVENTS.copyKeyboard);
    button.click();
    if (action === null) {
      button.removeAttribute(GA_DATA_ATTRIBUTES.action);
    } else {
      button.setAttribute(GA_DATA_ATTRIBUTES.action, action);
    }
  });
}
