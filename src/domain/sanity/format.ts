/** The UTC calendar date of an instant, YYYY-MM-DD (for flag messages, independent of any locale). */
export function formatIsoDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}
