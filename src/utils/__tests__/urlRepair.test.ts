import {describe, expect, it, vi} from 'vitest';
import {repairUndecodablePath, urlRepairScript} from '../urlRepair';

describe('repairUndecodablePath', () => {
  it.each<[string, string, string | null]>([
    ['a plain path', '/material-ui/react-button', null],
    ['a well-encoded path', '/material-ui/caf%C3%A9', null],
    ['a cut-off escape', '/material-ui/%E0%A4%A', '/material-ui/%25E0%25A4%25A'],
    ['a lone percent sign', '/100%', '/100%25'],
  ])('%s', (_name, pathname, expected) => {
    const history = {replaceState: vi.fn()};
    expect(repairUndecodablePath({pathname, search: '?q=1', hash: '#a'}, history)).toBe(expected);
    if (expected === null) {
      expect(history.replaceState).not.toHaveBeenCalled();
    } else {
      expect(history.replaceState).toHaveBeenCalledWith(null, '', `${expected}?q=1#a`);
      expect(() => decodeURI(expected)).not.toThrow();
    }
  });

  it('serialises into a script that runs on its own', () => {
    const history = {replaceState: vi.fn()};
    // The inline head script is exactly this text.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const run = new Function('window', urlRepairScript()) as (win: unknown) => void;
    run({location: {pathname: '/%', search: '', hash: ''}, history});
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/%25');
  });
});
