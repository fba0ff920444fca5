import './manual';
import Prism from 'prismjs/components/prism-core';

// Prism's language files register themselves on a global `Prism`.
(globalThis as {Prism?: unknown}).Prism = Prism;

export default Prism;
