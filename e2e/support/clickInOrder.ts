/**
 * A click on a docs sidebar link from a script (no pointer over it first, as Enter on a focused
 * link or a scripted click), recording in order what the page starts while it handles the click:
 * each fetch (`fetch <url>`), each page a worker is asked to fetch (`worker <pathname>`: a
 * message with a `pathname`), each script it adds for a chunk (`script`) and the address change
 * (`address <url>`).
 */
import type {Page} from '@playwright/test';
import {DOCS_SIDEBAR} from '../constants';

export async function clickSidebarLinkInOrder(page: Page, to: string): Promise<string[]> {
  return page.evaluate(
    ([sidebar, target]) => {
      const events: string[] = [];
      const fetchPage = window.fetch.bind(window);
      window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        events.push(`fetch ${input instanceof Request ? input.url : String(input)}`);
        return fetchPage(input, init);
      };
      // The worker may have started before this: its prototype's method is the one to wrap.
      const postToWorker = Object.getOwnPropertyDescriptor(Worker.prototype, 'postMessage')?.value as (this: Worker, ...args: Parameters<Worker['postMessage']>) => void;
      Worker.prototype.postMessage = function (this: Worker, ...args: Parameters<Worker['postMessage']>) {
        const message: unknown = args[0];
        if (typeof message === 'object' && message !== null && 'pathname' in message) {
          events.push(`worker ${String(message.pathname)}`);
        }
        postToWorker.apply(this, args);
      } as Worker['postMessage'];
      const append = document.head.appendChild.bind(document.head);
      document.head.appendChild = <T extends Node>(node: T): T => {
        if (node instanceof HTMLScriptElement) {
          events.push('script');
        }
        return append(node);
      };
      const pushState = history.pushState.bind(history);
      history.pushState = (...args: Parameters<History['pushState']>) => {
        events.push(`address ${String(args[2])}`);
        pushState(...args);
      };
      const link = document.querySelector(`${sidebar} a[href="${target}"]`);
      if (!(link instanceof HTMLAnchorElement)) {
        throw new Error(`no sidebar link to ${target}`);
      }
      link.click();
      return events;
    },
    [DOCS_SIDEBAR, to] as const,
  );
}
