/**
 * Explorer tiles come from each activity's simplified path (src/domain/explorer/tiles.ts: within
 * PATH_TOLERANCE_M = 5 m of every recorded point), not from every recorded point. A line that grazes
 * a tile by less than the tolerance can therefore be missed, or a tile grazed by the simplified line
 * added. This measures how often, on the whole real GPX corpus, against the tiles of the full track
 * (every kept point joined, tolerance 0), at both explorer zooms. Decision (issue 17): the paths
 * stay the tiles' source while the share of tiles that differ stays below MAX_DIFFERENT_SHARE, a
 * fraction of a GPS fix's own error (several metres, so the full track's grazing tiles are no
 * truer); the figures are in the test titles:
 * `npx vitest run tests/gpx-real/explorer-simplified-tiles.test.ts --reporter=verbose`.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { EXPLORER_ZOOMS, lineTiles } from '../../src/domain/explorer/tiles';
import { parseActivity } from '../../src/domain/formats/parse-activity';
import { simplifyPath } from '../../src/domain/series/path';
import { analyzeDistance } from '../../src/domain/stats/distance';
import { describeCorpus, gpxFiles } from './corpus';

/** Share of a zoom's tiles (over the corpus) that may differ between the path and the full track. */
const MAX_DIFFERENT_SHARE = 0.01;

interface Tally {
  full: number;
  missed: number;
  added: number;
}

function tally(): Map<number, Tally> {
  const out = new Map<number, Tally>(EXPLORER_ZOOMS.map((z) => [z, { full: 0, missed: 0, added: 0 }]));
  for (const file of gpxFiles()) {
    let parsed;
    try {
      parsed = parseActivity(readFileSync(file), file);
    } catch {
      continue; // unreadable files are the parser tests' business
    }
    const { spikes } = analyzeDistance(parsed.track);
    const full = simplifyPath(parsed.track, spikes, 0);
    const path = simplifyPath(parsed.track, spikes);
    for (const z of EXPLORER_ZOOMS) {
      const a = new Set(lineTiles(full, z));
      const b = new Set(lineTiles(path, z));
      const t = out.get(z)!;
      t.full += a.size;
      for (const k of a) if (!b.has(k)) t.missed++;
      for (const k of b) if (!a.has(k)) t.added++;
    }
  }
  return out;
}

describeCorpus('explorer tiles of the 5 m path against the full track', () => {
  const tallies = tally();
  for (const [z, t] of tallies) {
    const share = (t.missed + t.added) / t.full;
    it(`zoom ${z}: ${t.missed} missed and ${t.added} added of ${t.full} tiles (${(100 * share).toFixed(3)}%)`, () => {
      expect(t.full).toBeGreaterThan(0);
      expect(share).toBeLessThanOrEqual(MAX_DIFFERENT_SHARE);
    });
  }
});
