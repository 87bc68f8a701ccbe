/** Day numbers (days since 1970-01-01) to and from the value of an <input type="date">. */
const MS_PER_DAY = 86_400_000;

export const dayToInput = (day: number | null): string =>
  day === null ? '' : new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

export function inputToDay(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(ms) ? Math.round(ms / MS_PER_DAY) : null;
}
