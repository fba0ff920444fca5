/**
 * Vitest setup: after every test, the worker lets its event loop turn once. Vitest's runner goes
 * from one test to the next through promises alone, so a file of synchronous tests (the code
 * highlighting comparison runs a minute of them on a slow machine) never lets the worker read
 * the main process's answers to its progress reports. Those reports wait at most 60 s: past that,
 * the run fails with `[vitest-worker]: Timeout calling "onTaskUpdate"` though every test passed
 * (https://github.com/vitest-dev/vitest/issues/6479). `setImmediate` resolves after the loop's
 * I/O phase, where the answers are read.
 */
import {afterEach} from 'vitest';

/** Taken before the test file runs: a test with fake timers replaces the global one. */
const realSetImmediate = globalThis.setImmediate;

afterEach(() => new Promise<void>((resolve) => realSetImmediate(resolve)));
