import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIsStale } from './buildFreshness.ts';

const INPUTS = ['src', 'index.html'];
const BUILT_AT = new Date('2026-11-01T12:00:00Z');
const BEFORE = new Date('2026-11-01T11:00:00Z');
const AFTER = new Date('2026-11-01T13:00:00Z');

let root: string;
let built: string;

function write(relative: string, at: Date): void {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, relative);
  fs.utimesSync(file, at, at);
}

function age(relative: string, at: Date): void {
  fs.utimesSync(path.join(root, relative), at, at);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-freshness-'));
  write('index.html', BEFORE);
  write('src/main.tsx', BEFORE);
  write('src/db/schema.ts', BEFORE);
  age('src/db', BEFORE);
  age('src', BEFORE);
  write('dist/index.html', BUILT_AT);
  built = path.join(root, 'dist', 'index.html');
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('buildIsStale', () => {
  it('keeps a build newer than every input', () => {
    expect(buildIsStale(root, built, INPUTS)).toBe(false);
  });

  it('rebuilds when there is no build', () => {
    fs.rmSync(built);
    expect(buildIsStale(root, built, INPUTS)).toBe(true);
  });

  it('rebuilds when a nested source changed after the build', () => {
    age('src/db/schema.ts', AFTER);
    expect(buildIsStale(root, built, INPUTS)).toBe(true);
  });

  it('rebuilds when a top-level input changed after the build', () => {
    age('index.html', AFTER);
    expect(buildIsStale(root, built, INPUTS)).toBe(true);
  });

  it('rebuilds when a source was removed after the build', () => {
    fs.rmSync(path.join(root, 'src/db/schema.ts'));
    age('src/db', AFTER);
    expect(buildIsStale(root, built, INPUTS)).toBe(true);
  });

  it('ignores tests and inputs that do not exist', () => {
    write('src/db/schema.test.ts', AFTER);
    age('src/db', BEFORE);
    expect(buildIsStale(root, built, [...INPUTS, 'no-such-config.ts'])).toBe(false);
  });
});
