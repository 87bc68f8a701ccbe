import { describe, expect, it } from 'vitest';
import { processActivity } from '../process-activity';
import { visitsExplorerTiles } from './eligible';

const doc = (body: string) =>
  new TextEncoder().encode(
    `<?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1">${body}</gpx>`,
  );
const pts = (tag: string) =>
  [0, 1, 2]
    .map((i) => `<${tag} lat="47.00${i}" lon="8.5"><time>2024-05-01T08:0${i}:00Z</time></${tag}>`)
    .join('');
const meta = { fileName: 'x.gpx', id: 'x', importedAt: Date.UTC(2026, 0, 1) };

describe('visitsExplorerTiles', () => {
  it('counts a recorded track, even when the file also has routes', async () => {
    const { summary } = await processActivity(
      doc(`<rte>${pts('rtept')}</rte><trk><trkseg>${pts('trkpt')}</trkseg></trk>`),
      meta,
    );
    expect(summary.flags.map((f) => f.code)).toEqual([]);
    expect(visitsExplorerTiles(summary)).toBe(true);
  });

  it('leaves out an activity built from planned routes, and says so on the activity', async () => {
    const { summary, products } = await processActivity(doc(`<rte>${pts('rtept')}</rte>`), meta);
    expect(products.path.lonLat.length).toBeGreaterThan(0);
    expect(summary.flags.map((f) => f.code)).toEqual(['route']);
    expect(visitsExplorerTiles(summary)).toBe(false);
  });

  it('leaves out a virtual activity', () => {
    const virtual = {
      flags: [{ code: 'virtual' as const, message: 'game world' }],
      kind: 'activity' as const,
    };
    expect(visitsExplorerTiles({ ...virtual, excluded: false })).toBe(false);
  });

  it('leaves out an activity the person excluded and a route without flags (issue 41)', () => {
    const plain = { flags: [], kind: 'activity' as const, excluded: false };
    expect(visitsExplorerTiles(plain)).toBe(true);
    expect(visitsExplorerTiles({ ...plain, excluded: true })).toBe(false);
    expect(visitsExplorerTiles({ ...plain, kind: 'route' })).toBe(false);
  });
});
