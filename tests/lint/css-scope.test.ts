/**
 * Feature CSS is scoped (scripts/lint/stylelint-feature-scope.mjs, configured in
 * stylelint.config.mjs, found as the CLI finds it): samples at real paths that would restyle another page must be refused,
 * scoped ones accepted, and the tree's own stylesheets must pass.
 */
import { join } from 'node:path';
import stylelint from 'stylelint';
import { describe, expect, test } from 'vitest';

const root = join(import.meta.dirname, '../..');

async function problems(file: string, code: string): Promise<string[]> {
  const result = await stylelint.lint({ code, codeFilename: join(root, file), cwd: root });
  return (result.results[0]?.warnings ?? []).map((warning) => warning.text);
}

describe('feature CSS scope', () => {
  test.each([
    // Bare shared classes and elements: they would restyle every page once the chunk is loaded.
    ['src/features/compare/compare.css', '.map-view { height: 10px; }'],
    ['src/features/compare/compare.css', '.segmented__option, .compare-table { color: red; }'],
    ['src/features/heatmap/heatmap.css', 'table td { padding: 0; }'],
    ['src/features/activity/activity.css', ':root { --chart-hr: red; }'],
    ['src/features/activities/activities.css', '.is-on { color: red; }'],
    ['src/features/overview/overview.css', '.muted:not(.overview-chart) { color: red; }'],
    // Another feature's classes.
    ['src/features/compare/compare.css', '.compare-layout .heat-chip { color: red; }'],
    ['src/features/import/import.css', '.import-page .filter-bar { color: red; }'],
    // A new feature owns its folder name only.
    ['src/features/segments/segments.css', '.leaderboard { color: red; }'],
    // Shared stylesheets never name a feature's classes.
    ['src/components/components.css', '.compare-table { color: red; }'],
  ])('%s refuses %s', async (file, code) => {
    expect(await problems(file, code)).not.toEqual([]);
  });

  test.each([
    ['src/features/compare/compare.css', '.compare-layout .map-view { height: 10px; }'],
    ['src/features/compare/compare.css', '.small-multiples__grid > li, .compare-swatch { margin: 0; }'],
    ['src/features/heatmap/heatmap.css', '.heat-chip.is-on:hover { color: red; }'],
    ['src/features/activity/activity.css', "[data-theme='dark'] .profile-charts { --chart-hr: red; }"],
    ['src/features/segments/segments.css', '.segments-board td { padding: 0; }'],
    ['src/features/overview/overview.css', '@keyframes pulse { from { opacity: 0; } to { opacity: 1; } }'],
    ['src/components/components.css', '.segmented__option { color: red; }'],
  ])('%s accepts %s', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });

  test("the tree's stylesheets are scoped", async () => {
    const result = await stylelint.lint({ files: 'src/**/*.css', cwd: root });
    const found = result.results.flatMap((r) => r.warnings.map((w) => `${r.source}: ${w.text}`));
    expect(result.results.length).toBeGreaterThan(5);
    expect(found).toEqual([]);
  });
});
