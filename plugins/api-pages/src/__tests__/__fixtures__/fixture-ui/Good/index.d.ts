export { default } from './Good.js';
export * from './Good.js';
export { default as goodClasses } from './goodClasses.js';
export * from './goodClasses.js';
