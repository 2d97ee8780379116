import { describe, expect, it, vi } from 'vitest';
import { normalizeProgress } from './progress.ts';

describe('progress bar rules', () => {
  it('is indeterminate while the value is unknown', () => {
    expect(normalizeProgress(null, 100)).toEqual({ value: null, max: 100, state: 'indeterminate' });
  });

  it('is complete when the value reaches max, loading before that', () => {
    expect(normalizeProgress(100, 100).state).toBe('complete');
    expect(normalizeProgress(40, 100).state).toBe('loading');
    expect(normalizeProgress(0, 100).state).toBe('loading');
  });

  it('falls back to a max of 100 and warns when max is invalid', () => {
    const warn = vi.fn();
    for (const bad of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(normalizeProgress(50, bad, warn).max).toBe(100);
    }
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('treats a value outside 0..max as unknown and warns', () => {
    const warn = vi.fn();
    expect(normalizeProgress(120, 100, warn)).toEqual({
      value: null,
      max: 100,
      state: 'indeterminate',
    });
    expect(normalizeProgress(-1, 10, warn).value).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('keeps a valid custom max', () => {
    expect(normalizeProgress(3, 4)).toEqual({ value: 3, max: 4, state: 'loading' });
  });
});
