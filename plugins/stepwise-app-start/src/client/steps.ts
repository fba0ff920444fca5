/**
 * Starts the app in steps, each in a task of its own. Framework-free: the window is an argument.
 *
 * Evaluating the browser bundle's modules (React DOM, Docusaurus' client, the theme) was one
 * task of 300-600 ms on a phone-speed CPU, all of it blocking input. Evaluated in a few steps
 * with the browser free between them, the same work leaves no task as long.
 */

/** What the steps need of the browser's window. */
export interface StepWindow {
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
}

/** Runs each step after the previous one has settled, each in a new task. */
export async function runInSteps(win: StepWindow, steps: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const step of steps) {
    await new Promise<void>((resolve) => {
      win.setTimeout(resolve, 0);
    });
    await step();
  }
}
