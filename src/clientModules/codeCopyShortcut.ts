/**
 * Ctrl/Cmd+C on a hovered or focused code block with nothing selected copies the whole block;
 * with a selection the browser's own copy wins (spec §4; reference §5.2). Event delegation on
 * the document, so blocks added by client navigation need no re-binding.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {shouldCopyWholeBlock} from '../utils/codePreferences';

const BLOCK_SELECTOR = '.theme-code-block, [data-demo-code]';
let activeBlock: Element | null = null;

function selectionLength(): number {
  const active = document.activeElement;
  if (active instanceof HTMLTextAreaElement || active instanceof HTMLInputElement) {
    return (active.selectionEnd ?? 0) - (active.selectionStart ?? 0);
  }
  return window.getSelection()?.toString().length ?? 0;
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
      })
    ) {
      return;
    }
    const button = block.querySelector<HTMLButtonElement>('[data-copy-button]');
    if (!button) {
      return;
    }
    event.preventDefault();
    // Analytics records a keyboard copy instead of a click.
    const action = button.getAttribute('data-ga-event-action');
    button.setAttribute('data-ga-event-action', 'copy-keyboard');
    button.click();
    if (action === null) {
      button.removeAttribute('data-ga-event-action');
    } else {
      button.setAttribute('data-ga-event-action', action);
    }
  });
}
