export { default as Good } from './Good/index.js';
export * from './Good/index.js';
