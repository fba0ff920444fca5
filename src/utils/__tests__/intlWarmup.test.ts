import {describe, expect, it} from 'vitest';
import {createIntlWarmup} from '../intlWarmup';

describe('createIntlWarmup', () => {
  it('starts the worker on the first call only, however many demos ask', () => {
    let starts = 0;
    const warm = createIntlWarmup(() => {
      starts += 1;
    });
    expect(starts).toBe(0);
    warm();
    warm();
    warm();
    expect(starts).toBe(1);
  });

  it('leaves the page alone when the worker cannot start, and does not try again', () => {
    let attempts = 0;
    const warm = createIntlWarmup(() => {
      attempts += 1;
      throw new DOMException('Refused to create a worker', 'SecurityError');
    });
    expect(() => warm()).not.toThrow();
    expect(() => warm()).not.toThrow();
    expect(attempts).toBe(1);
  });
});
