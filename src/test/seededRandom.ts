// A fixed-seed random number generator for tests that build texts at random, and texts built with
// it from pieces: a failure names a text that the same seed builds again. Invariant: the sequence
// depends only on the seed.

/** Numbers in [0, 1) from a seed (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` texts of one to `most` pieces each, drawn from `pieces` by seededRandom(seed). */
export function piecedTexts(
  pieces: readonly string[],
  seed: number,
  count: number,
  most: number,
): string[] {
  const next = seededRandom(seed);
  return Array.from({ length: count }, () =>
    Array.from(
      { length: 1 + Math.floor(next() * most) },
      () => pieces[Math.floor(next() * pieces.length)],
    ).join(''),
  );
}
