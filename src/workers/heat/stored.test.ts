import { describe, expect, it } from 'vitest';
import { createHeatEngine } from '../../domain/heat/heat-engine';
import type { HeatChange } from '../../domain/heat/heat-changes';
import type { HeatPreview } from '../../domain/heat/heat-preview';
import type { HeatState } from '../../domain/heat/heat-state';
import { packHeat } from '../../domain/heat/pack';
import { lineHeat } from '../../domain/heat/test-tracks';
import { createStoredHeatHandler, type HeatStateStore } from './stored';

/** A heat cache in memory, per privacy-zones key. */
function memoryStore() {
  const rows = new Map<string, { state: HeatState; preview: HeatPreview; handled: readonly HeatChange[] }>();
  const store: HeatStateStore = {
    readState: (zones) => Promise.resolve(rows.get(zones)?.state),
    write: (state, preview, zones, handled) => {
      rows.set(zones, { state, preview, handled });
      return Promise.resolve();
    },
  };
  return { rows, store };
}

const heat = () =>
  packHeat(['a'], new Map([['a', lineHeat({ lat: 46.52, lon: 6.63, bearingDeg: 90, lengthM: 500 })]]));

describe('createStoredHeatHandler', () => {
  it('saves what the engine holds and restores it into another engine, per zones', async () => {
    const { rows, store } = memoryStore();
    const saving = createStoredHeatHandler(createHeatEngine(), () => store);
    await saving.handle({ type: 'heat-load', requestId: 1, heat: heat() });
    const handled: HeatChange[] = [['a', 3]];
    const saved = await saving.handle({
      type: 'heat-save-stored',
      requestId: 2,
      dbName: 'db',
      zones: 'z',
      handled,
    });
    expect(saved.response.type).toBe('heat-saved');
    expect([...rows.keys()]).toEqual(['z']);
    // The changes the caller says the state includes reach the store, to be cleared there.
    expect(rows.get('z')?.handled).toEqual([['a', 3]]);

    const restoring = createStoredHeatHandler(createHeatEngine(), () => store);
    const none = await restoring.handle({
      type: 'heat-restore-stored',
      requestId: 3,
      dbName: 'db',
      zones: '',
    });
    expect(none.response).toMatchObject({ type: 'heat-restored', restored: null });
    const r = await restoring.handle({ type: 'heat-restore-stored', requestId: 4, dbName: 'db', zones: 'z' });
    expect(r.response).toMatchObject({
      type: 'heat-restored',
      requestId: 4,
      restored: { ids: ['a'], stats: { activities: 1, heatPoints: 51 } },
    });
    const built = await restoring.handle({
      type: 'heat-build',
      requestId: 5,
      mode: 'density',
      mask: Uint8Array.of(1),
      level: 0,
      withPositions: false,
    });
    expect(built.response).toMatchObject({ type: 'heat-built', build: { heatPoints: 51 } });
  });

  it('answers a failed read with a one-line error, and opens each database once', async () => {
    let opened = 0;
    const handler = createStoredHeatHandler(createHeatEngine(), () => {
      opened++;
      return {
        readState: () => Promise.reject(new Error('The database is gone\nstack')),
        write: () => Promise.resolve(),
      };
    });
    for (const requestId of [1, 2]) {
      const r = await handler.handle({ type: 'heat-restore-stored', requestId, dbName: 'db', zones: '' });
      expect(r.response).toMatchObject({ type: 'failed', requestId });
    }
    expect(opened).toBe(1);
  });
});
