/**
 * Runs a step after the docs plugin's `docs:version:<id> <name>` command has written a snapshot.
 * The docs plugin registers that command itself in `extendCli`; it is given a CLI whose
 * commands' actions are followed by the step (Commander methods return `this`, so the chained
 * calls stay on the wrapped command; Docusaurus awaits the action with `parseAsync`).
 */
/** What the step gets: the snapshot's name, as typed after the command. */
export type AfterSnapshot = (snapshotName: string) => void | Promise<void>;

type Action = (...args: unknown[]) => unknown;

function withStepAfterAction<T extends object>(command: T, after: AfterSnapshot): T {
  return new Proxy(command, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property !== 'action' || typeof value !== 'function') {
        return value;
      }
      return (action: Action) =>
        (value as (action: Action) => unknown).call(receiver, async (...args: unknown[]) => {
          await action(...args);
          const [name] = args;
          if (typeof name === 'string') {
            await after(name);
          }
        });
    },
  });
}

/**
 * A CLI (Docusaurus passes Commander's `CommanderStatic`) in which every command registered has
 * `after` run once its action has finished.
 */
export function cliWithStepAfterCommands<T extends object>(cli: T, after: AfterSnapshot): T {
  return new Proxy(cli, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property !== 'command' || typeof value !== 'function') {
        return value;
      }
      return (...args: unknown[]) => withStepAfterAction((value as (...a: unknown[]) => object).apply(target, args), after);
    },
  });
}
