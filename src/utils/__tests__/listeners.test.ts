import {describe, expect, it} from 'vitest';
import {createListeners} from '../listeners';

describe('createListeners', () => {
  it('calls each subscribed listener once per notify, and no longer once unsubscribed', () => {
    const {subscribe, notify} = createListeners();
    const calls: string[] = [];
    const stopA = subscribe(() => calls.push('a'));
    subscribe(() => calls.push('b'));
    notify();
    stopA();
    notify();
    expect(calls).toEqual(['a', 'b', 'b']);
  });

  it('keeps one subscription per listener', () => {
    const {subscribe, notify} = createListeners();
    let count = 0;
    const listener = () => {
      count += 1;
    };
    subscribe(listener);
    subscribe(listener);
    notify();
    expect(count).toBe(1);
  });
});
