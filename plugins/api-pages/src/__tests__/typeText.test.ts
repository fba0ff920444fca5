import {beforeAll, describe, expect, it} from 'vitest';
import {joinUnionMembers, orderLikeDeclaration, splitTopLevelUnion, tidyTypeText, type PrintedType} from '../typeText';
import {printedPropTypes} from './helpers';

describe('joinUnionMembers', () => {
  it.each<[string, string[], string]>([
    ['true and false merge into boolean', ['true', 'false', 'null'], 'boolean | null'],
    ['null and undefined go last', ['null', "'a'", 'undefined', "'b'"], "'a' | 'b' | null | undefined"],
    ['a lone literal false stays', ["'normal'", 'false', "'inverted'"], "'normal' | false | 'inverted'"],
    ['duplicates removed', ["'a'", "'a'"], "'a'"],
  ])('%s', (_name, members, text) => {
    expect(joinUnionMembers(members)).toBe(text);
  });
});

describe('orderLikeDeclaration', () => {
  it.each<[string, string[], string | undefined, string[]]>([
    ['declared order wins', ["'center'", "'start'", "'end'"], "'start' | 'end' | 'center'", ["'start'", "'end'", "'center'"]],
    ['members not in the text keep their order after', ["'x'", "'b'", "'a'"], "'a' | 'b'", ["'a'", "'b'", "'x'"]],
    ['no declared text', ["'b'", "'a'"], undefined, ["'b'", "'a'"]],
  ])('%s', (_name, members, declared, ordered) => {
    expect(orderLikeDeclaration(members, declared)).toEqual(ordered);
  });
});

describe('splitTopLevelUnion and tidyTypeText', () => {
  it.each<[string, string, string[]]>([
    ['plain union', "'a' | 'b'", ["'a'", "'b'"]],
    ['nested unions stay whole', 'Array<A | B> | (() => C | D) | null', ['Array<A | B>', '(() => C | D)', 'null']],
    ['pipes in string literals', "'a|b' | 'c'", ["'a|b'", "'c'"]],
  ])('split: %s', (_name, text, parts) => {
    expect(splitTopLevelUnion(text)).toEqual(parts);
  });

  it.each<[string, string, boolean, string]>([
    ['optional drops undefined', 'string | undefined', true, 'string'],
    ['required keeps undefined', 'string | undefined', false, 'string | undefined'],
    ['lone function loses its parentheses', '((event: Event) => void) | undefined', true, '(event: Event) => void'],
    ['repeated members merged', '{ a?: number; } | { a?: number; }', false, '{ a?: number; }'],
    ['two parenthesised members keep theirs', '(() => A) | (() => B)', false, '(() => A) | (() => B)'],
  ])('tidy: %s', (_name, text, optional, tidy) => {
    expect(tidyTypeText(text, optional)).toBe(tidy);
  });
});

describe('printPropType (with a checker)', () => {
  const SOURCE = `
    import type * as React from 'react';
    type OverridableStringUnion<T extends string, U = {}> = T | Extract<keyof U, string>;
    interface VariantOverrides {}
    export type ColorPaletteProp = 'primary' | 'neutral' | 'danger';
    interface Owner<Value extends number | number[]> {
      value?: Value;
      onChange?: (event: Event, value: Value) => void;
    }
    export interface Props extends Owner<number | number[]> {
      variant?: OverridableStringUnion<'text' | 'outlined' | 'contained', VariantOverrides>;
      color?: ColorPaletteProp;
      loading?: boolean | null;
      loadingPosition?: 'start' | 'end' | 'center';
      children?: React.ReactNode;
      action?: React.Ref<{ focusVisible(): void }>;
      component?: React.ElementType;
      marks?: boolean | Array<{ value: number }>;
      step: number | null;
      format?: string | ((value: number) => React.ReactNode);
      tabIndex?: NonNullable<React.HTMLAttributes<HTMLElement>['tabIndex']>;
      odd?: NotDeclaredAnywhere;
      width?: \`\${number}px\`;
    }
  `;
  let printed: Map<string, PrintedType>;
  beforeAll(() => {
    printed = printedPropTypes(SOURCE);
  }, 60_000);

  it.each<[string, string]>([
    ['variant', "'text' | 'outlined' | 'contained'"],
    ['color', "'primary' | 'neutral' | 'danger'"],
    ['loading', 'boolean | null'],
    ['loadingPosition', "'start' | 'end' | 'center'"],
    // Checker names are kept when shorter than the declared text.
    ['children', 'ReactNode'],
    ['action', 'Ref<{ focusVisible(): void; }>'],
    // The declared text is kept when shorter (`ElementType<any, keyof IntrinsicElements>`).
    ['component', 'React.ElementType'],
    ['marks', 'boolean | { value: number; }[]'],
    ['step', 'number | null'],
    ['format', 'string | ((value: number) => ReactNode)'],
    ['tabIndex', 'number'],
    ['value', 'number | number[]'],
    ['onChange', '(event: Event, value: number | number[]) => void'],
    ['width', '`${number}px`'],
  ])('%s → %s', (prop, text) => {
    expect(printed.get(prop)).toEqual({text});
  });

  it('falls back to the declared text for an unresolvable type and says why', () => {
    expect(printed.get('odd')).toEqual({text: 'NotDeclaredAnywhere', problem: 'type `NotDeclaredAnywhere` could not be resolved'});
  });
});
