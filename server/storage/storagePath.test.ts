import { describe, expect, it } from 'vitest';
import { storagePathProblem } from './storagePath.ts';

describe('storage path rules', () => {
  it('accepts ordinary nested paths', () => {
    expect(storagePathProblem('scans/2026/report.json')).toBeNull();
    expect(storagePathProblem('photo..jpg')).toBeNull();
    expect(storagePathProblem('Übersicht é.txt')).toBeNull();
  });

  it('refuses traversal, absolute and drive paths', () => {
    expect(storagePathProblem('../other-user/secret.txt')).toBe('traversal');
    expect(storagePathProblem('a/../../b')).toBe('traversal');
    expect(storagePathProblem('./a')).toBe('traversal');
    expect(storagePathProblem('/etc/passwd')).toBe('absolute');
    expect(storagePathProblem('C:/Windows')).toBe('absolute');
    expect(storagePathProblem('a\\..\\b')).toBe('absolute');
  });

  it('refuses control characters, empty segments and non-strings', () => {
    expect(storagePathProblem('a\u0000b')).toBe('control');
    expect(storagePathProblem('a\nb')).toBe('control');
    expect(storagePathProblem('a//b')).toBe('segment');
    expect(storagePathProblem('a/')).toBe('segment');
    expect(storagePathProblem('')).toBe('empty');
    expect(storagePathProblem('   ')).toBe('empty');
    expect(storagePathProblem(42)).toBe('empty');
    expect(storagePathProblem('x'.repeat(1025))).toBe('too-long');
  });
});
