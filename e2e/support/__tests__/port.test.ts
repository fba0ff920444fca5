import {describe, expect, it} from 'vitest';
import {portFromEnv, reuseFromEnv} from '../port';

describe('portFromEnv', () => {
  const pickFree = () => 41_234;
  it.each([
    [undefined, 41_234],
    ['', 41_234],
    ['3210', 3210],
    ['65535', 65_535],
  ])('E2E_PORT=%j serves on %i', (value, port) => {
    expect(portFromEnv(value, pickFree)).toBe(port);
  });

  it.each(['0', '70000', 'abc', '32.5'])('E2E_PORT=%j is refused', (value) => {
    expect(() => portFromEnv(value, pickFree)).toThrow(`E2E_PORT must be a port number, got "${value}".`);
  });
});

describe('reuseFromEnv', () => {
  it.each([
    [undefined, undefined, false],
    [undefined, '3210', false],
    ['', '3210', false],
    ['0', '3210', false],
    ['1', '3210', true],
  ])('E2E_REUSE_SERVER=%j with E2E_PORT=%j reuses: %s', (reuse, port, expected) => {
    expect(reuseFromEnv(reuse, port)).toBe(expected);
  });

  it('needs the port of the server to reuse', () => {
    expect(() => reuseFromEnv('1', undefined)).toThrow('E2E_REUSE_SERVER=1 needs E2E_PORT');
  });

  it('refuses a value it does not understand', () => {
    expect(() => reuseFromEnv('true', '3210')).toThrow('E2E_REUSE_SERVER must be 1 or unset');
  });
});
