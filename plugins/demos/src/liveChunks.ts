/**
 * The chunks the browser bundle loads a page's demos' running code from (see `demoModuleCode`),
 * named so that the plugin's bundler options can tell them from the others.
 */
/** The chunks of the demos' running code, one per folder of demos: `demos-<folder>`. */
const LIVE_DEMO_CHUNK_PREFIX = 'demos-';

/** The chunk the running code of the demos in `folder` (relative to the site) goes to. */
export function liveDemoChunkName(folder: string): string {
  return `${LIVE_DEMO_CHUNK_PREFIX}${folder.replace(/[^a-zA-Z0-9]+/g, '-')}`;
}

/** Whether a chunk (by its name) holds demos' running code. */
export function isLiveDemoChunk(name: string | null | undefined): boolean {
  return name?.startsWith(LIVE_DEMO_CHUNK_PREFIX) === true;
}
