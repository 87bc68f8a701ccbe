/** The unit written along a chart's y axis (Recharts' `label` of YAxis), turned to read upwards. */
export const unitAxisLabel = (unit: string) => ({
  value: unit,
  angle: -90,
  position: 'insideLeft' as const,
  fontSize: 12,
  fill: 'var(--color-text-muted)',
});
