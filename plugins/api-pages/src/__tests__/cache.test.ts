import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {cacheKey, readCache, sourceVersion, writeCache, type CacheKeyInput} from '../cache';
import type {PackageApi} from '../types';

const API: PackageApi = {packageName: '@mui/material', packageVersion: '7.3.5', components: [], warnings: []};
const KEY: CacheKeyInput = {packageName: '@mui/material', packageVersion: '7.3.5', sourceVersion: 'abc', skip: {}};

describe('extraction cache', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-pages-cache-'));
  });
  afterEach(() => {
    fs.rmSync(dir, {recursive: true, force: true});
  });

  it('returns what was written for the same key', () => {
    writeCache(dir, KEY, API);
    expect(readCache(dir, KEY)).toEqual(API);
  });

  it.each<[string, Partial<CacheKeyInput>]>([
    ['package upgrade', {packageVersion: '7.4.0'}],
    ['plugin source change', {sourceVersion: 'def'}],
    ['skip-list change', {skip: {Button: 'reason'}}],
  ])('misses after a %s', (_name, change) => {
    writeCache(dir, KEY, API);
    expect(readCache(dir, {...KEY, ...change})).toBeUndefined();
  });

  it('ignores an unreadable entry', () => {
    const file = writeCache(dir, KEY, API);
    fs.writeFileSync(file, '{"key": 1');
    expect(readCache(dir, KEY)).toBeUndefined();
  });

  it("keeps one entry per package, replacing the package's older ones", () => {
    writeCache(dir, KEY, API);
    writeCache(dir, {...KEY, packageVersion: '7.4.0'}, API);
    writeCache(dir, {...KEY, packageName: '@mui/joy'}, API);
    expect(fs.readdirSync(dir).sort()).toEqual([
      expect.stringMatching(/^mui-joy@7\.3\.5-[0-9a-f]{16}\.json$/),
      expect.stringMatching(/^mui-material@7\.4\.0-[0-9a-f]{16}\.json$/),
    ]);
  });

  it('keys differ by every input', () => {
    const keys = new Set([cacheKey(KEY), cacheKey({...KEY, packageName: 'x'}), cacheKey({...KEY, packageVersion: 'x'}), cacheKey({...KEY, sourceVersion: 'x'})]);
    expect(keys.size).toBe(4);
  });

  it("hashes the plugin's own sources", () => {
    expect(sourceVersion()).toMatch(/^[0-9a-f]{64}$/);
  });
});
