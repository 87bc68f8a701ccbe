import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../lib/chromium';
import { openHeatmap } from './heat.bench';
import { currentStep, step, StepTimeout, withWatchdog } from './steps';

describe('bench steps', () => {
  it('fails a wait past its limit with the name of the step', async () => {
    const never = new Promise<void>(() => undefined);
    await expect(step('the moon', 50, () => never)).rejects.toThrow('waited 0.1 s for the moon');
    await expect(step('the moon', 50, () => never)).rejects.toBeInstanceOf(StepTimeout);
    expect(currentStep()).toBeNull();
  });

  it("puts the step's name in front of its own error, and passes a result through", async () => {
    await expect(step('a read', 1000, () => Promise.reject(new Error('gone\nmore')))).rejects.toThrow(
      /^a read: gone$/,
    );
    await expect(step('a read', 1000, () => Promise.resolve(7))).resolves.toBe(7);
  });

  it('names the step a whole benchmark was waiting for when its watchdog ends it', async () => {
    const run = () => step('the heat state to be stored', 60_000, () => new Promise<void>(() => undefined));
    await expect(withWatchdog(100, run)).rejects.toThrow(
      'no result within 0 s; it was waiting for the heat state to be stored',
    );
  });
});

describe('heat-open on a page that never paints', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    // An app that loads but never paints a heatmap (no data-heat-painted-at ever appears).
    server = createServer((_, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><html lang="en"><title>blank</title><main>nothing here</main></html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fails within its limit and says it waited for the first paint', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.context.newPage();
      const t0 = Date.now();
      const opened = openHeatmap(page, base, `${base}/heatmap`, {
        loadMs: 20_000,
        settleMs: 20_000,
        paintMs: 2000,
      });
      await expect(opened).rejects.toThrow(
        "waited 2 s for the heatmap's first paint (html[data-heat-painted-at])",
      );
      expect(Date.now() - t0).toBeLessThan(40_000);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
