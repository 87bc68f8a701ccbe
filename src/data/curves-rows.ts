/** Stored curves rows (both adapters) decoded, corrupt ones left out with a warning. */
import { decodeCurves } from '../domain/curves/codec';
import type { ActivityCurves } from '../domain/curves/types';

export function decodeCurveRows(
  rows: readonly ({ id: string; bytes: Uint8Array } | undefined)[],
): Map<string, ActivityCurves> {
  const out = new Map<string, ActivityCurves>();
  for (const row of rows) {
    if (!row) continue;
    try {
      out.set(row.id, decodeCurves(row.bytes));
    } catch (error) {
      console.warn(`Skipped corrupt stored curves (id ${String(row.id).slice(0, 80)}): ${String(error)}`);
    }
  }
  return out;
}
