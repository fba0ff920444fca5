import {Command} from 'commander';
import {describe, expect, it} from 'vitest';
import {cliWithStepAfterCommands} from '../snapshotCommand';

describe('cliWithStepAfterCommands', () => {
  it('runs the step after a command registered through it, with the name typed, once its action has finished', async () => {
    const cli = new Command();
    const calls: string[] = [];
    // Registered as the docs plugin does: chained calls, then the action.
    cliWithStepAfterCommands(cli, (name) => {
      calls.push(`after ${name}`);
    })
      .command('docs:version:material-ui')
      .arguments('<version>')
      .description('Tag a new docs version (material-ui)')
      .action(async (version: string) => {
        await Promise.resolve();
        calls.push(`version ${version}`);
      });
    await cli.parseAsync(['node', 'docusaurus', 'docs:version:material-ui', '9.9.9']);
    expect(calls).toEqual(['version 9.9.9', 'after 9.9.9']);
  });

  it('leaves a failing command failing, with no step', async () => {
    const cli = new Command();
    const calls: string[] = [];
    cliWithStepAfterCommands(cli, (name) => {
      calls.push(`after ${name}`);
    })
      .command('docs:version:x')
      .arguments('<version>')
      .action(() => Promise.reject(new Error('exists already')));
    await expect(cli.parseAsync(['node', 'docusaurus', 'docs:version:x', '8.0.0'])).rejects.toThrow('exists already');
    expect(calls).toEqual([]);
  });
});
