/**
 * Opens a demo in StackBlitz or CodeSandbox: builds its project from what the page has (the
 * source the reader sees, the files it imports, the installed versions) and posts it to the
 * service in a new window. Loaded on demand, when the reader reaches for a sandbox button: the
 * project builder, LZ-String and the versions are in no page's first load.
 */
import {compressToBase64} from 'lz-string';
import installedVersions from '@generated/demos/default/installedVersions.json';
import {SANDBOX_SERVICES, type SandboxService} from '../../constants/sandbox';
import {sandboxForm, type SandboxForm} from '../../utils/sandbox/forms';
import {sandboxProject, type SandboxDemo} from '../../utils/sandbox/project';

/** Posts the form to a new window, as the services document, and leaves the page as it was. */
function postToNewWindow({action, fields}: SandboxForm): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.target = '_blank';
  // The sandbox gets no handle on this page.
  form.rel = 'noopener noreferrer';
  form.hidden = true;
  for (const [name, value] of fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

export function openInSandbox(service: SandboxService, demo: SandboxDemo): void {
  const project = sandboxProject(demo, installedVersions, SANDBOX_SERVICES[service].layout);
  postToNewWindow(sandboxForm(service, project, compressToBase64));
}
