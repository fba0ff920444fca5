/** Types of docsRoutes.mjs (plain JavaScript: plugin-pwa compiles only .js/.mjs worker code). */
export declare const CACHE_PREFIX: string;
export declare const PAGES_CACHE: string;
export declare const ASSETS_CACHE: string;
export declare const MAX_PAGES: number;
export declare const MAX_ASSETS: number;
export declare const HASHED_ASSET: RegExp;
/** Adds the docs' fetch and activate listeners to the worker scope (`self`). */
export default function docsRoutes(): void;
