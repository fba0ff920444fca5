import {describe, expect, it} from 'vitest';
import {rendersAsBefore} from '../sameRender';

interface LinkProps {
  readonly href: string;
  readonly activePath: string;
  readonly level: number;
  readonly onClick?: () => void;
}

const isActive = ({href, activePath}: LinkProps): boolean => href === activePath;
const click = (): void => undefined;
const base: LinkProps = {href: '/a', activePath: '/b', level: 1, onClick: click};

describe('rendersAsBefore', () => {
  it.each<[string, LinkProps, boolean]>([
    ['the same props', {...base}, true],
    ['another address, still not the page shown', {...base, activePath: '/c'}, true],
    ['another address that is the link’s page', {...base, activePath: '/a'}, false],
    ['another level', {...base, level: 2}, false],
    ['a new click handler', {...base, onClick: () => undefined}, false],
    ['a prop taken away', {href: '/a', activePath: '/b', level: 1}, false],
  ])('%s', (_name, after, expected) => {
    expect(rendersAsBefore(base, after, 'activePath', isActive)).toBe(expected);
  });

  it('sees a link stop being the page shown', () => {
    const shown: LinkProps = {...base, activePath: '/a'};
    expect(rendersAsBefore(shown, {...shown, activePath: '/b'}, 'activePath', isActive)).toBe(false);
  });

  it('sees a prop added', () => {
    const {onClick: _onClick, ...without} = base;
    expect(rendersAsBefore(without, base, 'activePath', isActive)).toBe(false);
  });
});
