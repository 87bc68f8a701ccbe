/** The heat client's density cell positions, kept per load (generation) and grid level. */

/**
 * Cell positions per load and level. A load bumps the generation when it is requested; requests run
 * in order, so a build requested in generation g is built on g's data, and its answer comes before
 * the answer of any later load, which is when older generations are dropped.
 */
export function positionCache() {
  let generation = 0;
  /** Generation → level → positions. */
  const byGeneration = new Map<number, Map<number, Float32Array>>();
  return {
    nextGeneration: () => ++generation,
    get current() {
      return generation;
    },
    get: (g: number, level: number): Float32Array | null => byGeneration.get(g)?.get(level) ?? null,
    /** Keeps the first positions of a generation and level (one array, so the map uploads it once). */
    put(g: number, level: number, value: Float32Array): void {
      const levels = byGeneration.get(g) ?? new Map<number, Float32Array>();
      if (!levels.has(level)) levels.set(level, value);
      byGeneration.set(g, levels);
    },
    dropBefore(g: number): void {
      for (const old of byGeneration.keys()) if (old < g) byGeneration.delete(old);
    },
  };
}
