import {describe, expect, it} from 'vitest';
import {readCookies, writeCookie} from '../cookies';

function documentWithCookies(blocked: boolean): Document {
  let jar = 'a=1';
  const doc = {};
  Object.defineProperty(doc, 'cookie', {
    get: () => {
      if (blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
      return jar;
    },
    set: (value: string) => {
      if (blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
      jar = `${jar}; ${value.split(';')[0] ?? ''}`;
    },
  });
  return doc as Document;
}

describe('cookies', () => {
  it.each<[string, boolean, string, boolean]>([
    ['allowed', false, 'a=1; b=2', true],
    ['blocked', true, '', false],
  ])('%s: read and write', (_name, blocked, afterWrite, written) => {
    const doc = documentWithCookies(blocked);
    expect(writeCookie(doc, 'b=2; path=/')).toBe(written);
    expect(readCookies(doc)).toBe(afterWrite);
  });
});
