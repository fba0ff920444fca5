/**
 * The Prism instance code blocks and the demo editor highlight with: the core and the languages
 * this site's code is written in, loaded in the order prism-react-renderer loads them (a grammar
 * that extends or changes another sees it as it is at that moment, so the order changes the
 * tokens). Each language costs every page its grammar. The tests compare the highlighting of
 * every code block in the docs and every demo with the library's; a code block in a language
 * neither knows shows as plain text.
 *
 * Besides the languages code blocks name (html, css, js, jsx, ts, tsx, json), the grammars that
 * change those: `regex` (inside regular expression literals), `css-extras` (colours, numbers and
 * units in CSS), `js-templates` (CSS and HTML in tagged template literals), `javadoclike` and
 * `jsdoc` (tags in doc comments), `js-extras` (more JavaScript tokens, for JSX; TypeScript was
 * copied from JavaScript before it).
 */
import Prism from './core';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-regex';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-javadoclike';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-css-extras';
import 'prismjs/components/prism-js-templates';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-jsdoc';
import 'prismjs/components/prism-js-extras';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-tsx';
import 'prismjs/components/prism-json';

export default Prism;
