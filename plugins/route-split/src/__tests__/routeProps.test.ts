import {describe, expect, it} from 'vitest';
import {sameRouteProps} from '../client/routeProps';

const location = {pathname: '/material-ui/react-button', search: '', hash: ''};
const history = {push: () => undefined};
const route = {path: '/material-ui/react-button'};
const match = (url: string, params: Record<string, string> = {}) => ({path: '/material-ui/react-button', url, isExact: true, params});

describe('sameRouteProps', () => {
  const previous = {location, history, route, match: match('/material-ui/react-button')};

  it.each([
    ['a new match object saying the same (the router re-rendering for another address)', {...previous, match: match('/material-ui/react-button')}, true],
    ['the same props', previous, true],
    ['another location object', {...previous, location: {...location}}, false],
    ['another url in the match', {...previous, match: match('/material-ui/react-button/')}, false],
    ['other params', {...previous, match: match('/material-ui/react-button', {id: 'x'})}, false],
    ['a prop more', {...previous, staticContext: {}}, false],
    ['a prop less', {location, history, route}, false],
  ] as const)('%s: %s', (_, next, expected) => {
    expect(sameRouteProps(previous, next)).toBe(expected);
  });

  it('compares a missing match with a missing match', () => {
    expect(sameRouteProps({location}, {location})).toBe(true);
  });
});
