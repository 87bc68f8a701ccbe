/**
 * A demo activity as TCX (Garmin Training Center Database v2): one Activity with one Lap, one
 * <Track> per segment, Trackpoints with time, position, altitude, heart rate and cadence (run
 * cadence in the ActivityExtension's TPX, as Garmin writes it), and the device as the Creator.
 * A TCX file needs times: a track without them cannot be written (throws).
 */
import type { DemoTrack } from './generate-demo';
import type { DemoSport } from './physiology';
import { escapeXml } from '../gpx/xml-writer';

export const TCX_NAMESPACE = 'http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2';
export const TCX_EXTENSION_NAMESPACE = 'http://www.garmin.com/xmlschemas/ActivityExtension/v2';

/** TCX knows three sports. */
const TCX_SPORT: Record<DemoSport, string> = { run: 'Running', ride: 'Biking', hike: 'Other', walk: 'Other' };

const iso = (ms: number): string => new Date(ms).toISOString().replace('.000Z', 'Z');

function trackpoint(t: DemoTrack, time: readonly number[], i: number): string {
  const parts = [
    `<Trackpoint><Time>${iso(time[i]!)}</Time>`,
    `<Position><LatitudeDegrees>${t.lat[i]!.toFixed(7)}</LatitudeDegrees><LongitudeDegrees>${t.lon[i]!.toFixed(7)}</LongitudeDegrees></Position>`,
  ];
  if (t.ele) parts.push(`<AltitudeMeters>${t.ele[i]!.toFixed(1)}</AltitudeMeters>`);
  if (t.hr) parts.push(`<HeartRateBpm><Value>${Math.round(t.hr[i]!)}</Value></HeartRateBpm>`);
  if (t.cad && t.sport === 'ride') parts.push(`<Cadence>${Math.round(t.cad[i]!)}</Cadence>`);
  if (t.cad && t.sport !== 'ride')
    parts.push(
      `<Extensions><ns3:TPX><ns3:RunCadence>${Math.round(t.cad[i]! / 2)}</ns3:RunCadence></ns3:TPX></Extensions>`,
    );
  parts.push('</Trackpoint>');
  return parts.join('');
}

export function writeTcx(t: DemoTrack): string {
  const time = t.time;
  if (time === null || time.length === 0) throw new Error('a TCX file needs times');
  const lines: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<TrainingCenterDatabase xmlns="${TCX_NAMESPACE}" xmlns:ns3="${TCX_EXTENSION_NAMESPACE}">`,
    `<Activities><Activity Sport="${TCX_SPORT[t.sport]}"><Id>${iso(time[0]!)}</Id>`,
    `<Lap StartTime="${iso(time[0]!)}"><TotalTimeSeconds>${((time[time.length - 1]! - time[0]!) / 1000).toFixed(0)}</TotalTimeSeconds>`,
  ];
  const starts = [...t.segmentStarts, t.lat.length];
  for (let s = 0; s + 1 < starts.length; s++) {
    lines.push('<Track>');
    for (let i = starts[s]!; i < starts[s + 1]!; i++) lines.push(trackpoint(t, time, i));
    lines.push('</Track>');
  }
  lines.push('</Lap>');
  lines.push(`<Notes>${escapeXml(t.name)}</Notes>`);
  lines.push(`<Creator><Name>${escapeXml(t.creator)}</Name></Creator>`);
  lines.push('</Activity></Activities></TrainingCenterDatabase>');
  return lines.join('\n');
}
