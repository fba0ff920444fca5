/**
 * Opening a demo in StackBlitz and CodeSandbox: each demo's toolbar posts a complete Vite project
 * to the service in a new window. The services are reached by their real addresses; this test
 * answers for them (it never reaches them), reads the posted form, decodes it as the service
 * would and checks the project a reader would get: the demo in their language and styling, the
 * entry that renders it, index.html, a tsconfig for TypeScript, and a package.json pinned to the
 * versions installed here (read from node_modules, not from the site).
 */
import fs from 'node:fs';
import path from 'node:path';
import {decompressFromBase64} from 'lz-string';
import type {BrowserContext, Locator, Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';

const ROOT = path.join(__dirname, '..');

/** The version installed here, from the package's own package.json. */
function installed(name: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {version: string};
  return manifest.version;
}

function demoFile(relative: string): string {
  return fs.readFileSync(path.join(ROOT, 'src/demos', relative), 'utf8');
}

/**
 * Each service, where its form posts, and the layout of the project it gets: StackBlitz a Vite
 * app, CodeSandbox create-react-app's (which its in-browser bundler runs).
 */
const SERVICES = {
  StackBlitz: {
    route: 'https://stackblitz.com/run**',
    action: /^https:\/\/stackblitz\.com\/run\?file=src%2FDemo\.[jt]sx$/,
    entry: 'src/main',
    layoutFiles: (ext: 'ts' | 'js') => ['index.html', `vite.config.${ext}`],
    tooling: ['vite', '@vitejs/plugin-react'],
  },
  CodeSandbox: {
    route: 'https://codesandbox.io/api/v1/sandboxes/define**',
    action: /^https:\/\/codesandbox\.io\/api\/v1\/sandboxes\/define$/,
    entry: 'src/index',
    layoutFiles: () => ['public/index.html'],
    tooling: ['react-scripts'],
  },
} as const;
type Service = keyof typeof SERVICES;

interface Posted {
  readonly files: Record<string, string>;
  readonly fields: URLSearchParams;
}

/** The files as the service reads them from the form body. */
function decode(service: Service, body: string): Posted {
  const fields = new URLSearchParams(body);
  if (service === 'StackBlitz') {
    const files: Record<string, string> = {};
    for (const [name, value] of fields) {
      const file = /^project\[files\]\[(.+)\]$/.exec(name)?.[1];
      if (file) {
        // A form posts line breaks as CRLF; the files were written with LF.
        files[file] = value.replace(/\r\n/g, '\n');
      }
    }
    return {files, fields};
  }
  const parameters = (fields.get('parameters') ?? '').replace(/-/g, '+').replace(/_/g, '/');
  const json = decompressFromBase64(parameters);
  expect(json, 'the parameters decompress with LZ-String').toBeTruthy();
  const {files} = JSON.parse(json) as {files: Record<string, {content: string; isBinary: boolean}>};
  return {files: Object.fromEntries(Object.entries(files).map(([file, {content, isBinary}]) => {
    expect(isBinary).toBe(false);
    return [file, content];
  })), fields};
}

/**
 * Presses the demo's button for the service and returns what the new window posted. The service
 * is answered by a stand-in page; the new window must open on it.
 */
async function openIn(context: BrowserContext, demo: Locator, service: Service, press?: (button: Locator) => Promise<void>): Promise<Posted> {
  let request: {method: string; url: string; body: string} | null = null;
  await context.route(SERVICES[service].route, async (route) => {
    const sent = route.request();
    request = {method: sent.method(), url: sent.url(), body: sent.postData() ?? ''};
    await route.fulfill({status: 200, contentType: 'text/html', body: `<!doctype html><title>${service} stand-in</title>`});
  });
  const button = demo.getByRole('button', {name: `Open in ${service}`});
  const popup = context.waitForEvent('page');
  await (press ? press(button) : button.click());
  const opened = await popup;
  await opened.waitForLoadState();
  await expect(opened).toHaveTitle(`${service} stand-in`);
  await opened.close();
  await context.unroute(SERVICES[service].route);
  expect(request, `a request to ${service}`).not.toBeNull();
  const sent = request as unknown as {method: string; url: string; body: string};
  expect(sent.method).toBe('POST');
  expect(sent.url).toMatch(SERVICES[service].action);
  return decode(service, sent.body);
}

function packageJson(files: Record<string, string>): {dependencies: Record<string, string>; devDependencies: Record<string, string>} {
  return JSON.parse(files['package.json'] ?? '') as {dependencies: Record<string, string>; devDependencies: Record<string, string>};
}

/** Every listed package pinned to its installed version. */
function expectPinned(pinned: Record<string, string>, names: readonly string[]): void {
  for (const name of names) {
    expect(pinned[name], name).toBe(installed(name));
  }
}

async function demoOn(page: Page, pagePath: string, id: string): Promise<Locator> {
  await openHydrated(page, pagePath);
  const demo = page.getByTestId(`demo-${id}`);
  await demo.scrollIntoViewIfNeeded();
  return demo;
}

/** The files of a TypeScript project for the service, sorted. */
function tsFiles(service: Service): string[] {
  const {entry, layoutFiles} = SERVICES[service];
  return ['package.json', 'tsconfig.json', ...layoutFiles('ts'), `${entry}.tsx`, 'src/Demo.tsx'].sort();
}
const CORE = ['react', 'react-dom', '@emotion/react', '@emotion/styled'];

for (const service of Object.keys(SERVICES) as Service[]) {
  test.describe(service, () => {
    test('a Material UI demo: TypeScript project, in its theme, pinned to the installed versions', async ({page, context}) => {
      const demo = await demoOn(page, '/material-ui/react-button', 'basic-buttons');
      const {files, fields} = await openIn(context, demo, service);
      expect(Object.keys(files).sort()).toEqual(tsFiles(service));
      expect(files['src/Demo.tsx']).toBe(demoFile('material-ui/react-button/BasicButtons.tsx'));
      const entry = files[`${SERVICES[service].entry}.tsx`];
      expect(entry).toContain("import Demo from './Demo';");
      expect(entry).toContain('<ThemeProvider theme={theme}>');
      expect(entry).toContain('<CssBaseline />');
      if (service === 'StackBlitz') {
        expect(files['index.html']).toContain('<script type="module" src="/src/main.tsx"></script>');
      } else {
        expect(files['public/index.html']).toContain('<div id="root"></div>');
      }
      expect(JSON.parse(files['tsconfig.json'] ?? '')).toMatchObject({compilerOptions: {jsx: 'react-jsx', strict: true}});
      const pkg = packageJson(files);
      expectPinned(pkg.dependencies, [...CORE, '@mui/material', '@fontsource/roboto']);
      expect(installed('@mui/material')).toBe('7.3.5');
      expect(pkg.dependencies.react).toMatch(/^19\./);
      expectPinned(pkg.devDependencies, ['typescript', '@types/react', '@types/react-dom']);
      expect(Object.keys({...pkg.dependencies, ...pkg.devDependencies})).toEqual(expect.arrayContaining([...SERVICES[service].tooling]));
      if (service === 'StackBlitz') {
        expect(fields.get('project[template]')).toBe('node');
        expect(fields.get('project[title]')).toContain('basic-buttons');
      } else {
        expect(fields.get('query')).toBe('file=%2Fsrc%2FDemo.tsx');
      }
    });

    test('the reader’s choices: JavaScript with plain CSS carries its CSS module; Tailwind its set-up', async ({page, context}) => {
      const demo = await demoOn(page, '/material-ui/react-button', 'basic-buttons');
      await demo.getByRole('button', {name: 'JS', exact: true}).click();
      await demo.getByRole('button', {name: 'Plain CSS'}).click();
      const css = await openIn(context, demo, service);
      const {entry, layoutFiles} = SERVICES[service];
      expect(Object.keys(css.files).sort()).toEqual(
        ['package.json', ...layoutFiles('js'), `${entry}.jsx`, 'src/Demo.jsx', 'src/BasicButtons.module.css'].sort(),
      );
      expect(css.files['src/Demo.jsx']).toContain("import styles from './BasicButtons.module.css';");
      expect(css.files['src/Demo.jsx']).not.toContain(': React.');
      expect(css.files['src/BasicButtons.module.css']).toBe(demoFile('material-ui/react-button/BasicButtons.module.css'));
      expect(packageJson(css.files).devDependencies).not.toHaveProperty('typescript');

      await demo.getByRole('button', {name: 'Tailwind CSS'}).click();
      const tailwind = await openIn(context, demo, service);
      expect(tailwind.files['src/Demo.jsx']).toContain('className="flex gap-4"');
      if (service === 'StackBlitz') {
        // Vite compiles Tailwind through its plugin.
        expect(tailwind.files['src/index.css']).toContain("@import 'tailwindcss';");
        expect(tailwind.files['src/main.jsx']).toContain("import './index.css';");
        expect(tailwind.files['vite.config.js']).toContain('tailwindcss()');
        const devDependencies = packageJson(tailwind.files).devDependencies;
        expectPinned(devDependencies, ['tailwindcss']);
        expect(devDependencies['@tailwindcss/vite']).toBe(installed('tailwindcss'));
      } else {
        // The in-browser bundler cannot: the page loads Tailwind's browser build, same version.
        expect(tailwind.files['public/index.html']).toContain(
          `<script src="https://cdn.jsdelivr.net/npm/@tailwindcss/browser@${installed('tailwindcss')}"></script>`,
        );
      }
    });

    test("a Joy UI demo renders in Joy UI's provider", async ({page, context}) => {
      const demo = await demoOn(page, '/joy-ui/react-button', 'button-variants');
      const {files} = await openIn(context, demo, service);
      expect(Object.keys(files).sort()).toEqual(tsFiles(service));
      expect(files['src/Demo.tsx']).toBe(demoFile('joy-ui/react-button/ButtonVariants.tsx'));
      const entry = files[`${SERVICES[service].entry}.tsx`];
      expect(entry).toContain("import { CssVarsProvider } from '@mui/joy/styles';");
      expect(entry).toContain('<CssVarsProvider>');
      const pkg = packageJson(files);
      expectPinned(pkg.dependencies, [...CORE, '@mui/joy']);
      expect(pkg.dependencies).not.toHaveProperty('@mui/material');
    });

    test('a Data Grid demo: its package and Material UI, at the installed versions', async ({page, context}) => {
      const demo = await demoOn(page, '/x/react-data-grid', 'data-grid-basic');
      const {files} = await openIn(context, demo, service);
      expect(Object.keys(files).sort()).toEqual(tsFiles(service));
      expect(files['src/Demo.tsx']).toBe(demoFile('x/react-data-grid/DataGridBasic.tsx'));
      const pkg = packageJson(files);
      expectPinned(pkg.dependencies, [...CORE, '@mui/x-data-grid', '@mui/material']);
      expect(installed('@mui/x-data-grid')).toBe('8.29.5');
    });
  });
}

test('a paid demo opens with its package and a note that a key is needed, and no key', async ({page, context}) => {
  const demo = await demoOn(page, '/x/react-data-grid/tree-data', 'tree-data-basic');
  const {files, fields} = await openIn(context, demo, 'StackBlitz');
  const pkg = packageJson(files);
  expectPinned(pkg.dependencies, ['@mui/x-data-grid-pro', '@mui/x-license']);
  expect(files['README.md']).toContain('Data Grid Pro');
  expect(files['src/main.tsx']).toContain("// LicenseInfo.setLicenseKey('YOUR_LICENSE_KEY');");
  expect(fields.get('project[description]')).toContain('needs an MUI X licence key');
  const key = process.env.MUI_X_LICENSE_KEY;
  if (key) {
    expect(Object.values(files).join('\n')).not.toContain(key);
  }
});

test('the buttons are labelled and work from the keyboard', async ({page, context}) => {
  const demo = await demoOn(page, '/material-ui/react-button', 'basic-buttons');
  const {files} = await openIn(context, demo, 'CodeSandbox', async (button) => {
    await button.focus();
    await page.keyboard.press('Enter');
  });
  expect(files['src/Demo.tsx']).toBe(demoFile('material-ui/react-button/BasicButtons.tsx'));
  // Arrow keys reach them like the toolbar's other buttons.
  await demo.getByRole('button', {name: 'Open in StackBlitz'}).focus();
  await page.keyboard.press('ArrowRight');
  await expect(demo.getByRole('button', {name: 'Open in CodeSandbox'})).toBeFocused();
});

test('an edited demo opens as the reader left it', async ({page, context}) => {
  const demo = await demoOn(page, '/material-ui/react-button', 'basic-buttons');
  await demo.getByRole('button', {name: 'Edit code'}).click();
  const editor = demo.getByRole('textbox', {name: 'Demo source editor'});
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  const edited = [
    "import * as React from 'react';",
    "import Button from '@mui/material/Button';",
    '',
    'export default function BasicButtons() {',
    '  return <Button variant="contained">Edited by the reader</Button>;',
    '}',
    '',
  ].join('\n');
  await page.keyboard.insertText(edited);
  // The edit has compiled and runs in the preview.
  await expect(demo.getByRole('button', {name: 'Edited by the reader'})).toBeVisible();
  const {files} = await openIn(context, demo, 'StackBlitz');
  expect(files['src/Demo.tsx']).toBe(edited);
});
