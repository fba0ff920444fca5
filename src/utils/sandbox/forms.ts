/**
 * A sandbox project as the form each service documents for creating a project from a page: the
 * form's address and its fields, in order. The page posts it to a new window (no script of the
 * service runs here, and nothing is sent until the reader asks).
 */
import {SANDBOX_SERVICES, type SandboxService} from '../../constants/sandbox';
import type {SandboxProject} from './project';

export interface SandboxForm {
  readonly action: string;
  readonly fields: readonly (readonly [name: string, value: string])[];
}

/**
 * StackBlitz's POST API: `project[title]`, `project[description]`, `project[template]` and one
 * `project[files][<path>]` per file; `?file=` opens the demo first.
 */
export function stackBlitzForm(project: SandboxProject): SandboxForm {
  const service = SANDBOX_SERVICES.stackBlitz;
  return {
    action: `${service.action}?${new URLSearchParams({file: project.openFile}).toString()}`,
    fields: [
      ['project[title]', project.title],
      ['project[description]', project.description],
      ['project[template]', service.template],
      ...Object.entries(project.files).map(([path, content]) => [`project[files][${path}]`, content] as const),
    ],
  };
}

/**
 * The URL-safe form of a base64 string that the define API reads: `+` and `/` become `-` and `_`,
 * and the padding is dropped.
 */
export function urlSafeBase64(base64: string): string {
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * CodeSandbox's define API: `parameters` is `{files: {<path>: {content, isBinary}}}` as JSON,
 * compressed by LZ-String's `compressToBase64` (passed in, so this module stays free of it) and
 * made URL-safe; `query` is the address the new sandbox opens at (the demo's file).
 */
export function codeSandboxForm(project: SandboxProject, compressToBase64: (text: string) => string): SandboxForm {
  const files = Object.fromEntries(Object.entries(project.files).map(([path, content]) => [path, {content, isBinary: false}]));
  return {
    action: SANDBOX_SERVICES.codeSandbox.action,
    fields: [
      ['parameters', urlSafeBase64(compressToBase64(JSON.stringify({files})))],
      ['query', new URLSearchParams({file: `/${project.openFile}`}).toString()],
    ],
  };
}

/** The form for a service, from the project in the layout it runs (`SANDBOX_SERVICES[service].layout`). */
export function sandboxForm(service: SandboxService, project: SandboxProject, compressToBase64: (text: string) => string): SandboxForm {
  return service === 'stackBlitz' ? stackBlitzForm(project) : codeSandboxForm(project, compressToBase64);
}
