/**
 * Service-worker decisions: where to register, and how a page follows an update. Pure: the host,
 * the registration's state and the browser's events are passed in;
 * src/clientModules/serviceWorker.ts carries out the actions.
 */

/** The production host from the build environment; unset or blank means the default. */
export function productionHostFromEnv(value: string | undefined, defaultHost: string): string {
  const host = value?.trim().toLowerCase() ?? '';
  return host === '' ? defaultHost : host;
}

/**
 * Registers only on the production docs host: never on localhost, previews or staging, where a
 * worker would outlive the deploy it was built for.
 */
export function shouldRegister(host: string, productionHost: string, hasServiceWorker: boolean): boolean {
  const expected = productionHost.trim().toLowerCase();
  return hasServiceWorker && expected !== '' && host.toLowerCase() === expected;
}

/**
 * The worker's URL. plugin-pwa's worker reads its parameters from its own query string (it fails
 * without them): `offlineMode` precaches the hashed assets for reading offline, which an installed
 * app (standalone display) wants and a passing reader's bandwidth does not.
 */
export function workerScriptUrl(baseUrl: string, scriptName: string, offlineMode: boolean): string {
  return `${baseUrl}${scriptName}?params=${encodeURIComponent(JSON.stringify({offlineMode, debug: false}))}`;
}

/**
 * Update flow, as one page sees it:
 *
 * - `unregistered`: before `register()` resolves.
 * - `uncontrolled`: the first visit, which no worker serves. The worker installing now serves
 *   the next visit; nothing to do here.
 * - `idle`: controlled and up to date; waiting for `updatefound`.
 * - `installing`: a new worker is installing; once installed it waits.
 * - `skip-requested`: the waiting worker was told to skip waiting; waiting for its activation.
 * - `reload-pending`: the new worker is active; the page reloads when it has focus. Reloading a
 *   background tab, or a tab whose DevTools "Update on reload" starts this again, would loop.
 * - `reloaded`: final. A page reloads at most once.
 */
export type UpdatePhase =
  | 'unregistered'
  | 'uncontrolled'
  | 'idle'
  | 'installing'
  | 'skip-requested'
  | 'reload-pending'
  | 'reloaded';

export const INITIAL_UPDATE_PHASE = 'unregistered' satisfies UpdatePhase;

export type UpdateEvent =
  | {
      readonly type: 'registered';
      /** `navigator.serviceWorker.controller !== null` when the page loaded. */
      readonly controlled: boolean;
      readonly hasWaiting: boolean;
      readonly hasInstalling: boolean;
    }
  | {readonly type: 'updatefound'}
  /** A `statechange` of the worker being watched (the latest one only). */
  | {readonly type: 'statechange'; readonly state: ServiceWorkerState; readonly hasWaiting: boolean}
  /** One tick of the focus poll. */
  | {readonly type: 'focus-check'; readonly hasFocus: boolean};

/**
 * What the client module does next. `watch-*` follows that worker's `statechange` (and stops
 * following any earlier one); `skip-waiting` posts the skip message to the waiting worker.
 */
export type UpdateAction =
  | 'listen-updatefound'
  | 'watch-waiting'
  | 'watch-installing'
  | 'skip-waiting'
  | 'start-focus-poll'
  | 'stop-focus-poll'
  | 'reload';

interface UpdateStep {
  readonly phase: UpdatePhase;
  readonly actions: readonly UpdateAction[];
}

/** Phases in which a new worker is on its way. */
const UPDATING: readonly UpdatePhase[] = ['installing', 'skip-requested'];

function stay(phase: UpdatePhase): UpdateStep {
  return {phase, actions: []};
}

function onRegistered(event: Extract<UpdateEvent, {type: 'registered'}>): UpdateStep {
  if (!event.controlled) {
    return stay('uncontrolled');
  }
  if (event.hasWaiting) {
    return {phase: 'skip-requested', actions: ['listen-updatefound', 'watch-waiting', 'skip-waiting']};
  }
  if (event.hasInstalling) {
    return {phase: 'installing', actions: ['listen-updatefound', 'watch-installing']};
  }
  return {phase: 'idle', actions: ['listen-updatefound']};
}

function onStateChange(phase: UpdatePhase, event: Extract<UpdateEvent, {type: 'statechange'}>): UpdateStep {
  if (!UPDATING.includes(phase)) {
    return stay(phase);
  }
  switch (event.state) {
    case 'installed':
      return event.hasWaiting ? {phase: 'skip-requested', actions: ['skip-waiting']} : stay(phase);
    case 'activated':
      // Activated by our message, or by another tab's: either way this page is now served by it.
      return {phase: 'reload-pending', actions: ['start-focus-poll']};
    case 'redundant':
      // Failed to install, or replaced by a newer worker (whose `updatefound` is handled).
      return stay('idle');
    default:
      return stay(phase);
  }
}

/** The update state machine: from the current phase and an event, the next phase and actions. */
export function nextUpdateStep(phase: UpdatePhase, event: UpdateEvent): UpdateStep {
  switch (event.type) {
    case 'registered':
      return phase === 'unregistered' ? onRegistered(event) : stay(phase);
    case 'updatefound':
      return phase === 'idle' || UPDATING.includes(phase)
        ? {phase: 'installing', actions: ['watch-installing']}
        : stay(phase);
    case 'statechange':
      return onStateChange(phase, event);
    case 'focus-check':
      return phase === 'reload-pending' && event.hasFocus
        ? {phase: 'reloaded', actions: ['stop-focus-poll', 'reload']}
        : stay(phase);
  }
}
