import { describe, expect, it } from 'vitest';
import { scoreColour } from './riskStyles.ts';

describe('score colours', () => {
  it('follows the spec bands at their edges', () => {
    expect(scoreColour(100)).toBe('success');
    expect(scoreColour(80)).toBe('success');
    expect(scoreColour(79)).toBe('warning');
    expect(scoreColour(60)).toBe('warning');
    expect(scoreColour(59)).toBe('orange');
    expect(scoreColour(40)).toBe('orange');
    expect(scoreColour(39)).toBe('danger');
    expect(scoreColour(0)).toBe('danger');
  });
});
