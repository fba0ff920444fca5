/**
 * Service-worker registration. The worker is @docusaurus/plugin-pwa's (Workbox precaching) with
 * the docs' routes added (src/serviceWorker/docsRoutes.mjs: network-first pages, cache-first
 * hashed assets). The plugin's own registration is off (`swRegister: false`): this module
 * registers on the production host only, in offline mode for an installed app, and reloads once
 * after an update.
 *
 * Decisions are in src/utils/serviceWorker.ts; this file carries out their actions.
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {SERVICE_WORKER, SITE_SETTINGS} from '../constants/analytics';
import {
  INITIAL_UPDATE_PHASE,
  nextUpdateStep,
  shouldRegister,
  type UpdateAction,
  type UpdateEvent,
  type UpdatePhase,
  workerScriptUrl,
} from '../utils/serviceWorker';

/** The configured host; a missing setting registers nowhere. */
function configuredProductionHost(): string {
  const value = siteConfig.customFields?.[SITE_SETTINGS.productionHostField];
  return typeof value === 'string' ? value : '';
}

/** Follows one registration's updates: skip waiting, then one reload once the page has focus. */
function followUpdates(container: ServiceWorkerContainer, registration: ServiceWorkerRegistration): void {
  let phase: UpdatePhase = INITIAL_UPDATE_PHASE;
  let watched: ServiceWorker | null = null;
  let focusPoll: number | undefined;

  function dispatch(event: UpdateEvent): void {
    const step = nextUpdateStep(phase, event);
    phase = step.phase;
    step.actions.forEach(perform);
  }

  function watch(worker: ServiceWorker | null): void {
    watched = worker;
    worker?.addEventListener('statechange', () => {
      // An earlier worker replaced by a newer update no longer matters.
      if (worker === watched) {
        dispatch({type: 'statechange', state: worker.state, hasWaiting: registration.waiting !== null});
      }
    });
  }

  function perform(action: UpdateAction): void {
    switch (action) {
      case 'listen-updatefound':
        registration.addEventListener('updatefound', () => dispatch({type: 'updatefound'}));
        break;
      case 'watch-waiting':
        watch(registration.waiting);
        break;
      case 'watch-installing':
        watch(registration.installing);
        break;
      case 'skip-waiting':
        registration.waiting?.postMessage(SERVICE_WORKER.skipWaitingMessage);
        break;
      case 'start-focus-poll':
        focusPoll = window.setInterval(
          () => dispatch({type: 'focus-check', hasFocus: document.hasFocus()}),
          SERVICE_WORKER.focusPollMs,
        );
        break;
      case 'stop-focus-poll':
        window.clearInterval(focusPoll);
        break;
      case 'reload':
        window.location.reload();
        break;
    }
  }

  dispatch({
    type: 'registered',
    controlled: container.controller !== null,
    hasWaiting: registration.waiting !== null,
    hasInstalling: registration.installing !== null,
  });
}

async function registerOrClean(): Promise<void> {
  const hasServiceWorker = 'serviceWorker' in navigator;
  if (!hasServiceWorker) {
    return;
  }
  const container = navigator.serviceWorker;
  if (shouldRegister(window.location.hostname, configuredProductionHost(), hasServiceWorker)) {
    const {baseUrl} = siteConfig;
    const installedApp = window.matchMedia(SERVICE_WORKER.installedAppQuery).matches;
    const registration = await container.register(workerScriptUrl(baseUrl, SERVICE_WORKER.scriptName, installedApp), {scope: baseUrl});
    followUpdates(container, registration);
    return;
  }
  // Off the production host a worker can only be a leftover (another app once served on this
  // localhost port, or an earlier build's setting): remove it so it cannot serve stale pages.
  const leftovers = await container.getRegistrations();
  await Promise.all(leftovers.map((registration) => registration.unregister()));
}

function start(): void {
  // After the load event: registering downloads the worker, which must not compete with the
  // page's own resources.
  const run = (): void => {
    registerOrClean().catch(() => {
      // No worker (blocked, storage disabled, script missing): the site works without one.
    });
  };
  if (document.readyState === 'complete') {
    run();
  } else {
    window.addEventListener('load', run, {once: true});
  }
}

if (ExecutionEnvironment.canUseDOM) {
  try {
    start();
  } catch {
    // Never let the worker's setup break the page.
  }
}

// No route lifecycle needed: the worker is set up once per page load.
const clientModule: ClientModule = {};

export default clientModule;
