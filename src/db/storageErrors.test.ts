import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { classifyStorageError, storageErrorMessage } from './storageErrors.ts';

describe('explaining storage failures', () => {
  it('recognises a quota error thrown directly', () => {
    expect(classifyStorageError(new DOMException('full', 'QuotaExceededError'))).toBe('quota');
  });

  it('recognises a quota error wrapped in Dexie’s AbortError', () => {
    const wrapped = new Dexie.AbortError(
      'Transaction aborted',
      new DOMException('full', 'QuotaExceededError'),
    );
    expect(classifyStorageError(wrapped)).toBe('quota');
    expect(storageErrorMessage(wrapped)).toMatch(/no room left/);
  });

  it('tells a closed database apart from other failures', () => {
    expect(classifyStorageError(new Dexie.DatabaseClosedError())).toBe('closed');
    expect(classifyStorageError(new Error('x'))).toBe('other');
    expect(classifyStorageError(undefined)).toBe('other');
  });
});
