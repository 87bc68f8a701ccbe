/**
 * Maps people can read, in Chromium against the built app with the network closed: the activity,
 * compare and heatmap maps draw the bundled world (land where land is, sea where sea is, read from
 * screenshot pixels), a stub basemap style served in place of OpenFreeMap's is requested and drawn,
 * the "Map tiles" switch stops every tile request and is remembered, the controls zoom, and the
 * heatmap saves a PNG. No console errors anywhere.
 */
import { WebMercatorViewport } from '@deck.gl/core';
import type { Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heatSeedSummaries, seedHeatDemo } from '../../scripts/bench/heat-seed';
import { WORLD_PALETTES } from '../../src/components/map/geo/world-style';
import type { TrackSummary } from '../../src/domain/stats/types';
import { BASE_URL, openApp, type Session } from './browser';
import { hex, pixelsAt, type Rgb } from './pixels';

const COUNT = 6;
const END_DATE = Date.UTC(2026, 10, 1);
const TILE_HOST = 'https://tiles.openfreemap.org/';
interface LonLat {
  lon: number;
  lat: number;
}
/** Demo cities (src/domain/demo/places.ts) with known land and sea a few hundred km away. */
const PLACES: { name: string; near: LonLat; land: LonLat; sea: LonLat }[] = [
  {
    name: 'Zürich',
    near: { lon: 8.52, lat: 47.39 },
    land: { lon: 4.5, lat: 47 },
    sea: { lon: 8.2, lat: 43.4 },
  },
  {
    name: 'London',
    near: { lon: -0.14, lat: 51.54 },
    land: { lon: -1.5, lat: 52.5 },
    sea: { lon: 2.6, lat: 53.6 },
  },
  {
    name: 'Cape Town',
    near: { lon: 18.48, lat: -33.97 },
    land: { lon: 20.5, lat: -32.8 },
    sea: { lon: 16.8, lat: -34.6 },
  },
  {
    name: 'Tokyo',
    near: { lon: 139.68, lat: 35.69 },
    land: { lon: 138.6, lat: 36.4 },
    sea: { lon: 141.6, lat: 34.4 },
  },
];
/** Within this many degrees of a city's origin, an activity is that city's. */
const NEAR_DEG = 1;
/** Zoom at which both show on the map. */
const OVERVIEW_ZOOM = 4;
/** Largest difference per channel between a pixel and the colour it should be. */
const TOLERANCE = 6;
/** The stub style's fill colour (magenta: in no palette). */
const STUB_RGB: Rgb = [255, 0, 255];

/**
 * Runs in the page from its start: on every animation frame while a map's basemap is on screen (the
 * first-frame land canvas or MapLibre's canvas), counts that frame's land-coloured pixels in the top
 * one of the two; `html[data-land-frames]` gets {frames, seaOnly (frames without land), firstLand
 * (frames the coarse land drew), done (MapLibre drew land itself)}.
 */
const LAND_PROBE = (land: Rgb) => `(() => {
  const land = ${JSON.stringify(land)};
  const out = { frames: 0, seaOnly: 0, firstLand: 0, done: false };
  const sample = document.createElement('canvas');
  sample.width = 48; sample.height = 48;
  const ctx = sample.getContext('2d', { willReadFrequently: true });
  const landIn = (canvas) => {
    ctx.clearRect(0, 0, 48, 48);
    ctx.drawImage(canvas, 0, 0, 48, 48);
    const d = ctx.getImageData(0, 0, 48, 48).data;
    let n = 0;
    for (let k = 0; k < d.length; k += 4)
      if (Math.abs(d[k] - land[0]) <= 8 && Math.abs(d[k + 1] - land[1]) <= 8 && Math.abs(d[k + 2] - land[2]) <= 8) n++;
    return n;
  };
  const tick = () => {
    const first = document.querySelector('.map-view__first-land');
    const ml = document.querySelector('.map-view .maplibregl-canvas');
    const top = first || ml;
    if (top && top.width > 0 && top.height > 0) {
      out.frames++;
      const n = landIn(top);
      if (n === 0) out.seaOnly++;
      if (first && n > 0) out.firstLand++;
      if (!first && n > 0) out.done = true;
      document.documentElement.dataset.landFrames = JSON.stringify(out);
    }
    if (!out.done) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

const close = (a: Rgb, b: Rgb) => a.every((v, i) => Math.abs(v - b[i]!) <= TOLERANCE);

/** The map's current view, from its data-view attribute. */
async function viewOf(map: Locator): Promise<{ longitude: number; latitude: number; zoom: number }> {
  const raw = (await map.getAttribute('data-view')) ?? '';
  const [longitude = NaN, latitude = NaN, zoom = NaN] = raw.split(',').map(Number);
  return { longitude, latitude, zoom };
}

/** Zooms out with the "Zoom out" button until the view is at most `zoom`. */
async function zoomOutTo(map: Locator, zoom: number): Promise<void> {
  for (let i = 0; i < 20 && (await viewOf(map)).zoom > zoom; i++) {
    const before = (await viewOf(map)).zoom;
    await map.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(async () => (await viewOf(map)).zoom).toBeLessThan(before);
  }
}

/** Land and sea pixels of a map once its basemap has drawn `state`, in the look's colours. */
async function landAndSea(
  page: Page,
  map: Locator,
  look: keyof typeof WORLD_PALETTES,
  place: { land: LonLat; sea: LonLat },
) {
  await zoomOutTo(map, OVERVIEW_ZOOM);
  await page.waitForTimeout(600);
  await map.locator('xpath=self::*[@data-basemap="world"]').waitFor({ timeout: 30_000 });
  const box = (await map.boundingBox())!;
  const vp = new WebMercatorViewport({ ...(await viewOf(map)), width: box.width, height: box.height });
  const points = [place.land, place.sea].map((p) => vp.project([p.lon, p.lat]) as [number, number]);
  for (const [x, y] of points) {
    expect(x > 20 && x < box.width - 20 && y > 20 && y < box.height - 20, `${x}, ${y} on the map`).toBe(true);
  }
  const [land, sea] = await pixelsAt(page, map, points);
  const palette = WORLD_PALETTES[look];
  return { land: land!, sea: sea!, wantLand: hex(palette.land), wantSea: hex(palette.sea) };
}

describe('maps', () => {
  let session: Session;
  let summaries: TrackSummary[];
  /** The activities of the first demo city that has two, and that city. */
  let local: { place: (typeof PLACES)[number]; ids: string[] };

  beforeAll(async () => {
    session = await openApp('/');
    expect(await seedHeatDemo(session.page, COUNT, END_DATE)).toBe(COUNT);
    summaries = await heatSeedSummaries(session.page);
    const near = (s: TrackSummary, p: LonLat) =>
      s.startLon !== null &&
      s.startLat !== null &&
      Math.abs(s.startLon - p.lon) < NEAR_DEG &&
      Math.abs(s.startLat - p.lat) < NEAR_DEG;
    const found = PLACES.map((place) => ({
      place,
      ids: summaries.filter((s) => near(s, place.near)).map((s) => s.id),
    })).find((p) => p.ids.length >= 2);
    if (!found) throw new Error('no demo city with two activities');
    local = found;
  }, 240_000);
  afterAll(async () => {
    await session?.close();
  });

  it('draws the local world under an activity, offline: land on land, sea at sea', async () => {
    const { page } = session;
    const home =
      summaries.find((s) => s.startLon !== null && Math.abs(s.startLon - 8.5) < 1) ?? summaries[0]!;
    await page.goto(`${BASE_URL}/activities/${home.id}`);
    const map = page.getByRole('region', { name: /^Map of / }).first();
    await map.waitFor();
    const px = await landAndSea(page, map, 'light', local.place);
    expect(close(px.land, px.wantLand), `land ${String(px.land)} vs ${String(px.wantLand)}`).toBe(true);
    expect(close(px.sea, px.wantSea), `sea ${String(px.sea)} vs ${String(px.wantSea)}`).toBe(true);
    // The scale bar is in the person's units.
    expect(await map.locator('.map-scale').getAttribute('data-scale')).toMatch(/ km$/);
    expect(session.errors).toEqual([]);
  });

  it('has land in the first frame a map shows, before MapLibre has tiled the world (first-land.tsx)', async () => {
    const { page } = session;
    const home =
      summaries.find((s) => s.startLon !== null && Math.abs(s.startLon - 8.5) < 1) ?? summaries[0]!;
    await page.addInitScript(LAND_PROBE(hex(WORLD_PALETTES.light.land)));
    await page.goto(`${BASE_URL}/activities/${home.id}`);
    const probe = page.locator('html[data-land-frames]');
    await probe.waitFor({ state: 'attached', timeout: 60_000 });
    await expect
      .poll(
        async () => (JSON.parse((await probe.getAttribute('data-land-frames'))!) as { done: boolean }).done,
        {
          timeout: 90_000,
        },
      )
      .toBe(true);
    const frames = JSON.parse((await probe.getAttribute('data-land-frames'))!) as {
      frames: number;
      seaOnly: number;
      firstLand: number;
    };
    expect(frames.seaOnly, JSON.stringify(frames)).toBe(0);
    expect(frames.frames).toBeGreaterThan(0);
    // Once MapLibre has drawn the world, the coarse land is gone.
    const map = page.getByRole('region', { name: /^Map of / }).first();
    await map.locator('xpath=self::*[@data-basemap="world"]').waitFor({ timeout: 30_000 });
    expect(await map.locator('.map-view__first-land').count()).toBe(0);
    expect(session.errors).toEqual([]);
  });

  it('draws the local world on the compare map', async () => {
    const { page } = session;
    await page.goto(`${BASE_URL}/compare?ids=${local.ids.slice(0, 2).join(',')}`);
    const map = page.getByRole('region', { name: 'Map of the compared activities' });
    await map.waitFor({ timeout: 30_000 });
    const px = await landAndSea(page, map, 'light', local.place);
    expect(close(px.land, px.wantLand), `land ${String(px.land)} vs ${String(px.wantLand)}`).toBe(true);
    expect(close(px.sea, px.wantSea), `sea ${String(px.sea)} vs ${String(px.wantSea)}`).toBe(true);
    expect(session.errors).toEqual([]);
  });

  it("draws the local world on the heatmap, in the heatmap's dark colours", async () => {
    const { page } = session;
    const { near } = local.place;
    await page.goto(`${BASE_URL}/heatmap?lat=${near.lat}&lon=${near.lon}&zoom=${OVERVIEW_ZOOM}`);
    const map = page.getByRole('region', { name: 'Heatmap of the filtered activities' });
    await map.locator('xpath=self::*[@data-heat-pending="false"]').waitFor({ timeout: 60_000 });
    const px = await landAndSea(page, map, 'heat', local.place);
    expect(close(px.land, px.wantLand), `land ${String(px.land)} vs ${String(px.wantLand)}`).toBe(true);
    expect(close(px.sea, px.wantSea), `sea ${String(px.sea)} vs ${String(px.wantSea)}`).toBe(true);
    expect(session.errors).toEqual([]);
  });

  it('draws lakes as water on the land: Lake Geneva on the heatmap', async () => {
    const { page } = session;
    const lake = { lon: 6.55, lat: 46.45 };
    const shore = { lon: 6.6, lat: 46.75 };
    await page.goto(`${BASE_URL}/heatmap?lat=${lake.lat}&lon=${lake.lon}&zoom=7`);
    const map = page.getByRole('region', { name: 'Heatmap of the filtered activities' });
    await map.locator('xpath=self::*[@data-heat-pending="false"]').waitFor({ timeout: 60_000 });
    await map.locator('xpath=self::*[@data-basemap="world"]').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(600);
    const box = (await map.boundingBox())!;
    const vp = new WebMercatorViewport({ ...(await viewOf(map)), width: box.width, height: box.height });
    const points = [lake, shore].map((p) => vp.project([p.lon, p.lat]) as [number, number]);
    const [water, land] = await pixelsAt(page, map, points);
    const { sea, land: landColour } = WORLD_PALETTES.heat;
    expect(close(water!, hex(sea)), `lake ${String(water)} vs ${sea}`).toBe(true);
    expect(close(land!, hex(landColour)), `shore ${String(land)} vs ${landColour}`).toBe(true);
    expect(session.errors).toEqual([]);
  });

  it('zooms and pans with the keys of a focused map', async () => {
    const { page } = session;
    const map = page.getByRole('region', { name: 'Heatmap of the filtered activities' });
    const before = await viewOf(map);
    await map.focus();
    await page.keyboard.press('+');
    await expect.poll(async () => (await viewOf(map)).zoom).toBeCloseTo(before.zoom + 1, 3);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await viewOf(map)).longitude).toBeGreaterThan(before.longitude);
    expect(session.errors).toEqual([]);
  });

  it('saves the heatmap view as a PNG with its world layer', async () => {
    const { page } = session;
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save image' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^heatmap-.*\.png$/);
    const path = await file.path();
    const { readFileSync } = await import('node:fs');
    const b64 = readFileSync(path).toString('base64');
    const info = await page.evaluate(async (data) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const d = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
      const colours = new Set<number>();
      for (let i = 0; i < d.length; i += 4 * 97) colours.add((d[i]! << 16) | (d[i + 1]! << 8) | d[i + 2]!);
      return { width: bitmap.width, height: bitmap.height, colours: colours.size };
    }, b64);
    expect(info.width).toBeGreaterThan(300);
    expect(info.height).toBeGreaterThan(200);
    // Land, sea, heat, legend and attribution: far more than a blank image's one colour.
    expect(info.colours).toBeGreaterThan(20);
    expect(session.errors).toEqual([]);
  });

  it('finds a place in the offline gazetteer and moves the heatmap there', async () => {
    const { page } = session;
    const box = page.getByRole('combobox', { name: 'Find a place' });
    await box.fill('lond');
    await page.getByRole('option', { name: /^London GB/ }).click();
    const map = page.getByRole('region', { name: 'Heatmap of the filtered activities' });
    await expect.poll(async () => (await viewOf(map)).zoom).toBeCloseTo(11, 3);
    const view = await viewOf(map);
    expect(view.longitude).toBeCloseTo(-0.13, 1);
    expect(view.latitude).toBeCloseTo(51.51, 1);
    // A pick closes the list and writes the place in the box.
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe('London');
    expect(session.errors).toEqual([]);
  });

  it('picks a place with the keyboard alone: Down, Enter; Escape closes the list', async () => {
    const { page } = session;
    const box = page.getByRole('combobox', { name: 'Find a place' });
    await box.fill('pari');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    await box.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const active = await box.getAttribute('aria-activedescendant');
    expect(active).not.toBeNull();
    const name = (await page.locator(`[id="${active}"]`).textContent()) ?? '';
    await box.press('Enter');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(name.startsWith(await box.inputValue())).toBe(true);
    const map = page.getByRole('region', { name: 'Heatmap of the filtered activities' });
    await expect.poll(async () => (await viewOf(map)).zoom).toBeCloseTo(11, 3);
    expect(session.errors).toEqual([]);
  });
});

describe('basemap tiles', () => {
  let session: Session;
  const requested: string[] = [];
  /** A stub style in OpenFreeMap's place: one magenta polygon over the world and a vector source. */
  const stubStyle = {
    version: 8,
    sources: {
      stub: {
        type: 'geojson',
        attribution: 'Stub tiles',
        data: {
          type: 'Polygon',
          coordinates: [
            [
              [-180, -80],
              [180, -80],
              [180, 80],
              [-180, 80],
              [-180, -80],
            ],
          ],
        },
      },
      vectors: { type: 'vector', tiles: [`${TILE_HOST}stub/{z}/{x}/{y}.pbf`], maxzoom: 14 },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#00ff00' } },
      { id: 'stub-fill', type: 'fill', source: 'stub', paint: { 'fill-color': '#ff00ff' } },
      { id: 'stub-water', type: 'fill', source: 'vectors', 'source-layer': 'water' },
    ],
  };

  const serve = (route: Route) => {
    const url = route.request().url();
    requested.push(url);
    if (url.includes('/styles/')) {
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify(stubStyle) });
    }
    return route.fulfill({ status: 404, body: '' });
  };

  beforeAll(async () => {
    session = await openApp('/');
    await session.context.route(`${TILE_HOST}**`, serve);
    expect(await seedHeatDemo(session.page, 2, END_DATE)).toBe(2);
  }, 240_000);
  afterAll(async () => {
    await session?.close();
  });

  it('requests the default style and draws it over the world', async () => {
    const { page } = session;
    const [first] = await heatSeedSummaries(page);
    await page.goto(`${BASE_URL}/activities/${first!.id}`);
    const map = page.getByRole('region', { name: /^Map of / }).first();
    await map.locator('xpath=self::*[@data-basemap="tiles"]').waitFor({ timeout: 30_000 });
    expect(requested.some((u) => u.startsWith(`${TILE_HOST}styles/positron`))).toBe(true);
    await page.waitForTimeout(500);
    const box = (await map.boundingBox())!;
    const [px] = await pixelsAt(page, map, [[box.width * 0.25, box.height * 0.75]]);
    expect(close(px!, STUB_RGB), `stub fill ${String(px)}`).toBe(true);
    await expect.poll(() => requested.some((u) => u.includes('/stub/'))).toBe(true);
    expect(await map.locator('.maplibregl-ctrl-attrib').textContent()).toContain('Stub tiles');
    expect(session.errors).toEqual([]);
  });

  it('stops every tile and style request once map tiles are off, and remembers it', async () => {
    const { page } = session;
    const map = page.getByRole('region', { name: /^Map of / }).first();
    const toggle = map.getByRole('button', { name: 'Map tiles' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    requested.length = 0;
    await page.reload();
    await page
      .getByRole('region', { name: /^Map of / })
      .first()
      .waitFor();
    const again = page.getByRole('region', { name: /^Map of / }).first();
    await again.locator('xpath=self::*[@data-basemap="world"]').waitFor({ timeout: 30_000 });
    await page.goto(`${BASE_URL}/heatmap`);
    await page
      .getByRole('region', { name: 'Heatmap of the filtered activities' })
      .locator('xpath=self::*[@data-basemap="world"]')
      .waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    expect(requested).toEqual([]);
    expect(await page.getByRole('button', { name: 'Map tiles' }).first().getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(session.errors).toEqual([]);
  });
});
