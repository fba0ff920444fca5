export { default } from './Broken.js';
