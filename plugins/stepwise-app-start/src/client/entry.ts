/**
 * The browser bundle's entry in place of Docusaurus' `clientEntry.js` (see ../index.ts): the
 * largest modules are evaluated first, each in a task of its own, then Docusaurus' entry, which
 * finds them evaluated. `eager` keeps every module in this chunk (no extra request): only the
 * evaluation is split.
 */
import {runInSteps} from './steps';

void runInSteps(window, [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => Promise.all([import(/* webpackMode: "eager" */ 'react-router-dom'), import(/* webpackMode: "eager" */ 'react-helmet-async')]),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App.js'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js'),
]);
