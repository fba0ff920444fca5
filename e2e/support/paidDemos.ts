/**
 * For the specs of paid MUI X features (e2e/paid/): they run against MUI X built with its paid
 * demos running keyless (`npm run build:x-evaluation`), where MUI X draws its watermark and logs
 * one message that the licence key is missing: the only console error those specs accept.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test as siteTest} from '../fixtures';
import {EVALUATION_BUILD_DIR} from '../constants';

/** How MUI X's message starts when a paid component renders without a key (@mui/x-license). */
export const MUI_X_MISSING_KEY_MESSAGE = 'MUI X: Missing license key.';

const BUILT = path.join(__dirname, '../..', EVALUATION_BUILD_DIR, '_headers');

/** The site's fixture, failing first with the command to run when the evaluation build is missing. */
export const test = siteTest.extend<{evaluationBuild: void}>({
  evaluationBuild: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      if (!fs.existsSync(BUILT)) {
        throw new Error(`${BUILT} is missing: run \`npm run build:x-evaluation\` (MUI X with paid demos running) first.`);
      }
      await use();
    },
    {auto: true},
  ],
});

export {expect, openHydrated} from '../fixtures';
