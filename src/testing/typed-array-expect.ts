import { expect } from 'vitest';

type Typed = Float64Array | Float32Array | Uint32Array;

function isTyped(value: unknown): value is Typed {
  return value instanceof Float64Array || value instanceof Float32Array || value instanceof Uint32Array;
}

/**
 * Asserts that every typed-array property of `expected` is present in `actual` with the same
 * array type, length and exact bytes (so NaN and -0 count), and that other properties are equal.
 */
export function expectSameColumns(actual: object, expected: object): void {
  const a = actual as Record<string, unknown>;
  for (const [key, want] of Object.entries(expected)) {
    const got = a[key];
    if (isTyped(want)) {
      expect(got, key).toBeInstanceOf(want.constructor);
      const gotArray = got as Typed;
      expect(gotArray.length, `${key}.length`).toBe(want.length);
      const gotBytes = new Uint8Array(gotArray.buffer, gotArray.byteOffset, gotArray.byteLength);
      const wantBytes = new Uint8Array(want.buffer, want.byteOffset, want.byteLength);
      expect(Array.from(gotBytes), `${key} bytes`).toEqual(Array.from(wantBytes));
    } else {
      expect(got, key).toEqual(want);
    }
  }
}
