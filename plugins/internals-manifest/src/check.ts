/**
 * Checks a manifest entry against the installed package: the version is one the patch was written
 * for, and every guard holds. Pure apart from the `PackageFiles` passed in (see ./files.ts for the
 * one that reads node_modules).
 */
import {createHash} from 'node:crypto';
import type {Guard, InternalEntry, PackageFiles} from './types';

type Version = readonly [number, number, number, string];

const VERSION = /^(\d+)\.(\d+)\.(\d+)(?:-([\w.-]+))?$/;

export function parseVersion(text: string): Version {
  const match = VERSION.exec(text.trim());
  if (match === null) {
    throw new Error(`internals manifest: "${text}" is not a version (major.minor.patch[-prerelease]).`);
  }
  return [Number(match[1]), Number(match[2]), Number(match[3]), match[4] ?? ''];
}

/** Negative, zero or positive; a prerelease sorts before its release (4.0.0-canary-1 < 4.0.0). */
export function compareVersions(a: string, b: string): number {
  const [left, right] = [parseVersion(a), parseVersion(b)];
  for (let i = 0; i < 3; i += 1) {
    const difference = (left[i] as number) - (right[i] as number);
    if (difference !== 0) {
      return difference;
    }
  }
  if (left[3] === right[3]) {
    return 0;
  }
  if (left[3] === '') {
    return 1;
  }
  return right[3] === '' ? -1 : left[3] < right[3] ? -1 : 1;
}

const COMPARATOR = /^(>=|<)(\S+)$/;

/** Whether `version` satisfies a range of space-separated `>=x.y.z` and `<x.y.z` bounds. */
export function versionInRange(version: string, range: string): boolean {
  return range
    .trim()
    .split(/\s+/)
    .every((bound) => {
      const match = COMPARATOR.exec(bound);
      if (match === null) {
        throw new Error(`internals manifest: range "${range}" has "${bound}"; write bounds as >=x.y.z and <x.y.z.`);
      }
      const order = compareVersions(version, match[2] ?? '');
      return match[1] === '>=' ? order >= 0 : order < 0;
    });
}

function countOf(source: string, text: string | RegExp): number {
  if (typeof text === 'string') {
    return source.split(text).length - 1;
  }
  return [...source.matchAll(new RegExp(text.source, text.flags.includes('g') ? text.flags : `${text.flags}g`))].length;
}

export function sha256(source: string): string {
  return createHash('sha256').update(source).digest('hex');
}

/** The problem with one guard, or undefined. */
export function checkGuard(guard: Guard, files: PackageFiles): string | undefined {
  if (guard.kind === 'check') {
    return guard.run(files);
  }
  if (!files.exists(guard.file)) {
    return `${guard.file} is missing`;
  }
  switch (guard.kind) {
    case 'exists':
      return undefined;
    case 'unchanged': {
      const actual = sha256(files.read(guard.file));
      return actual === guard.sha256 ? undefined : `${guard.file} changed upstream (sha256 ${actual.slice(0, 12)}…, written against ${guard.sha256.slice(0, 12)}…)`;
    }
    case 'contains': {
      const found = countOf(files.read(guard.file), guard.text);
      if (found === 0 || (guard.once === true && found !== 1)) {
        return `${guard.file} should contain ${String(guard.text)}${guard.once === true ? ' exactly once' : ''} (found ${found})`;
      }
      return undefined;
    }
  }
}

/**
 * Every problem of the entry, each a sentence naming the entry, the package and what to re-check;
 * empty when the installed package is the one the patch was written for.
 */
export function checkEntry(entry: InternalEntry, installedVersion: string | undefined, files: PackageFiles | undefined): string[] {
  const name = `${entry.id} (${entry.owner}, ${entry.mechanism} of ${entry.package}/${entry.module})`;
  if (installedVersion === undefined || files === undefined) {
    return [`${name}: ${entry.package} is not installed; re-check ${entry.recheck}`];
  }
  const problems: string[] = [];
  if (!versionInRange(installedVersion, entry.writtenFor)) {
    problems.push(`${name}: written for ${entry.package} ${entry.writtenFor}, installed ${installedVersion}; re-check ${entry.recheck}, then widen writtenFor`);
  }
  for (const guard of entry.guards) {
    const problem = checkGuard(guard, files);
    if (problem !== undefined) {
      problems.push(`${name}: ${problem}; re-check ${entry.recheck}`);
    }
  }
  return problems;
}
