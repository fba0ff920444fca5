/**
 * Prism's core, once loaded in a browser, highlights every `<code>` inside an element with a
 * `language-…` class when the document is ready, rewriting its HTML, unless a `Prism` global
 * already says `manual`. React renders and owns the code blocks here, so Prism must only
 * tokenize. This module is imported before the core for that reason alone.
 * https://prismjs.com/docs/Prism.html#.manual
 */
(globalThis as {Prism?: unknown}).Prism = {manual: true, disableWorkerMessageHandler: true};
