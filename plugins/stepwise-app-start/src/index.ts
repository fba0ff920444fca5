/**
 * Docusaurus plugin: the app starts in steps. The browser bundle's entry becomes
 * ./client/entry.ts (see ./client/steps.ts for why), and the large scripts ask to be compiled
 * off the main thread (see ./compileHints.ts).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {compileHintsPlugin} from './compileHints';

/** Docusaurus' browser entry: the file its client bundle starts from. */
export const DOCUSAURUS_CLIENT_ENTRY = require.resolve('@docusaurus/core/lib/client/clientEntry.js');

const ENTRY = path.join(__dirname, 'client', 'entry.ts');

export default function stepwiseAppStartPlugin(): Plugin {
  return {
    name: 'stepwise-app-start',
    configureWebpack(config, isServer) {
      if (isServer) {
        return {};
      }
      // Anything but Docusaurus' own entry means its bundler config changed, and the
      // replacement must be looked at again.
      if (config.entry !== DOCUSAURUS_CLIENT_ENTRY) {
        throw new Error(`stepwise-app-start plugin: expected the browser bundle's entry to be ${DOCUSAURUS_CLIENT_ENTRY}, got ${JSON.stringify(config.entry)}.`);
      }
      // Mutated, not merged: a merge would keep Docusaurus' entry beside this one.
      config.entry = ENTRY;
      return {plugins: [compileHintsPlugin]};
    },
  };
}
