import {describe, expect, it} from 'vitest';
import {readOptions} from '..';

describe('readOptions', () => {
  it.each([
    [undefined, {sections: []}],
    [{sections: ['/x/react-charts']}, {sections: ['/x/react-charts']}],
    [{htmlAheadPattern: '^\\{\\{"demo"'}, {sections: [], htmlAheadPattern: '^\\{\\{"demo"'}],
  ])('accepts %j', (options, read) => {
    expect(readOptions(options)).toEqual(read);
  });

  it.each([
    [{sections: ['/x/']}, /option "sections" must be a list of paths/],
    [{sections: 'x'}, /option "sections" must be a list of paths/],
    [{htmlAheadPattern: ''}, /option "htmlAheadPattern" must be a regular expression's source, got ""/],
    [{htmlAheadPattern: /demo/}, /option "htmlAheadPattern" must be a regular expression's source/],
    [{htmlAheadPattern: '(demo'}, /option "htmlAheadPattern" is not a valid regular expression \(.*\)/],
  ])('refuses %j', (options, message) => {
    expect(() => readOptions(options)).toThrow(message);
  });
});
