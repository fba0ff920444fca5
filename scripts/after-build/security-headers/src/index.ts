/** Security headers for static hosts: see README.md. */
export type {CspSources, HeaderRule} from './headers';
export {headersFor, parseHeadersFile} from './headers';
export type {WriteHeadersOptions} from './write';

/** What the site passes in (the `securityHeaders` export of docusaurus.config.ts). */
export interface SecurityHeadersOptions {
  readonly sources: import('./headers').CspSources;
  readonly headers: Readonly<Record<string, string>>;
  readonly redirectScript: string;
  readonly contentTypes?: Readonly<Record<string, string>>;
}
