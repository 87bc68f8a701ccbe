import type { TrackSummary } from '../domain/stats/types';
import { freshFields } from '../domain/stats/fresh-fields';

let fixtureCount = 0;

/**
 * A complete TrackSummary with plausible values, for tests and synthetic benchmark data.
 * Everything can be overridden; without an id each call gets a new one (fixture-1, fixture-2...).
 */
export function makeSummary(overrides: Partial<TrackSummary> = {}): TrackSummary {
  const id = overrides.id ?? `fixture-${++fixtureCount}`;
  return {
    id,
    points: 1000,
    segments: 1,
    distanceM: 10_000,
    startTime: Date.UTC(2024, 5, 15, 8, 0, 0),
    endTime: Date.UTC(2024, 5, 15, 9, 0, 0),
    elapsedS: 3600,
    movingS: 3300,
    elevationGainM: 120,
    elevationGainRawM: null,
    elevationSource: 'unknown',
    stopsS: null,
    elevationLossM: 118,
    minElevationM: 40,
    maxElevationM: 160,
    avgSpeedMps: 10_000 / 3300,
    maxSpeedMps: 5,
    avgHr: 150,
    maxHr: 175,
    avgCadence: 85,
    maxCadence: 95,
    avgPower: null,
    maxPower: null,
    avgTempC: null,
    maxTempC: null,
    hrZonesS: null,
    bounds: { minLat: 48.1, maxLat: 48.2, minLon: 2.3, maxLon: 2.4 },
    startLat: 48.1,
    startLon: 2.3,
    bestEfforts: [],
    spikePoints: 0,
    elevationMethod: 'smoothed, 3 m hysteresis',
    movingMethod: 'speed above 0.5 m/s',
    name: 'Morning run',
    sport: 'run',
    utcOffsetMin: 120,
    timeZone: null,
    fileName: `${id}.gpx`,
    fileSize: 100_000,
    format: 'gpx',
    device: null,
    deviceDistanceM: null,
    deviceTimerS: null,
    deviceAscentM: null,
    legs: [],
    droppedPoints: 0,
    warnings: [],
    statsVersion: 1,
    // Later than every fixture's start, so no fixture date reads as a wrong clock (sanity/rules.ts).
    importedAt: Date.UTC(2031, 0, 1),
    ...freshFields(),
    ...overrides,
  };
}
