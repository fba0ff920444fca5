/**
 * Test stand-in for `@docusaurus/Translate`, which only exists inside a Docusaurus build: the
 * English message with its `{name}` placeholders filled in, as the site shows without
 * translations. Use it with `vi.mock('@docusaurus/Translate', () => import(<this file>))`.
 */
import type {ReactNode} from 'react';

interface Message {
  readonly id?: string;
  readonly message?: string;
}

type Values = Readonly<Record<string, string | number>>;

export function translate({id, message}: Message, values?: Values): string {
  return (message ?? id ?? '').replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values?.[name];
    return value === undefined ? placeholder : String(value);
  });
}

export default function Translate({id, children, values}: {readonly id?: string; readonly children?: string; readonly values?: Values}): ReactNode {
  return translate({id, message: children}, values);
}
