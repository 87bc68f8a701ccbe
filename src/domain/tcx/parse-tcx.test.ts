import { describe, expect, it } from 'vitest';
import { parseTcx, TcxParseError } from './parse-tcx';

const tp = (time: string, body: string) => `<Trackpoint><Time>${time}</Time>${body}</Trackpoint>`;
const pos = (lat: number, lon: number) =>
  `<Position><LatitudeDegrees>${lat}</LatitudeDegrees><LongitudeDegrees>${lon}</LongitudeDegrees></Position>`;
const doc = (body: string, root = 'TrainingCenterDatabase') =>
  `<?xml version="1.0" encoding="UTF-8"?>
<${root} xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2">${body}</${root}>`;

const RIDE = doc(`<Activities><Activity Sport="Biking"><Id>2024-05-01T06:00:00Z</Id>
<Lap StartTime="2024-05-01T06:00:00Z"><TotalTimeSeconds>120</TotalTimeSeconds><DistanceMeters>1000</DistanceMeters><Track>
${tp('2024-05-01T06:00:00Z', '<DistanceMeters>0</DistanceMeters>')}
${tp('2024-05-01T06:00:01Z', `${pos(47.5, 8.5)}<AltitudeMeters>410.5</AltitudeMeters><DistanceMeters>0</DistanceMeters><HeartRateBpm><Value>120</Value></HeartRateBpm><Cadence>85</Cadence><Extensions><ns3:TPX><ns3:Speed>8.5</ns3:Speed><ns3:Watts>230</ns3:Watts></ns3:TPX></Extensions>`)}
${tp('2024-05-01T06:01:00Z', `${pos(47.502, 8.5)}<AltitudeMeters>411</AltitudeMeters><HeartRateBpm><Value>130</Value></HeartRateBpm>`)}
</Track><Track>
${tp('2024-05-01T06:02:00Z', `${pos(47.504, 8.5)}<Extensions><ns3:TPX><ns3:RunCadence>88</ns3:RunCadence></ns3:TPX></Extensions>`)}
</Track></Lap>
<Creator xsi:type="Device_t"><Name>Edge 530</Name></Creator></Activity></Activities>
<Author xsi:type="Application_t"><Name>Garmin Connect</Name></Author>`);

describe('parseTcx', () => {
  it('reads trackpoints, the TPX extension and segments per <Track>, leaving out points without a position', () => {
    const a = parseTcx(new TextEncoder().encode(RIDE));
    expect(a.format).toBe('tcx');
    expect(a.type).toBe('Biking');
    expect(a.device).toBe('Edge 530');
    expect(a.track.length).toBe(3);
    expect(Array.from(a.track.lat)).toEqual([47.5, 47.502, 47.504]);
    expect(a.track.time[0]).toBe(Date.UTC(2024, 4, 1, 6, 0, 1));
    expect(a.track.ele[0]).toBeCloseTo(410.5);
    expect(a.track.hr[1]).toBe(130);
    expect(a.track.speed[0]).toBe(8.5);
    expect(a.track.power[0]).toBe(230);
    expect(a.track.cad[0]).toBe(85);
    expect(a.track.cad[2]).toBe(88);
    expect(Array.from(a.track.segmentStarts)).toEqual([0, 2]);
    expect(a.deviceTotals).toEqual({ distanceM: 1000, timerS: 120, ascentM: null });
    expect(a.indoor).toBe(false);
  });

  it('makes one activity with legs of several activities in one file', () => {
    const act = (sport: string, t: string, lat: number) =>
      `<Activity Sport="${sport}"><Id>${t}</Id><Lap StartTime="${t}"><DistanceMeters>222</DistanceMeters><Track>${tp(t, pos(lat, 8))}${tp(t.replace(':00Z', ':30Z'), pos(lat + 0.002, 8))}</Track></Lap></Activity>`;
    const a = parseTcx(
      doc(
        `<Activities>${act('Running', '2024-05-01T06:00:00Z', 47)}${act('Biking', '2024-05-01T07:00:00Z', 48)}</Activities>`,
      ),
    );
    expect(a.track.length).toBe(4);
    expect(a.legs.map((l) => [l.sport, l.startIndex, l.endIndex])).toEqual([
      ['Running', 0, 2],
      ['Biking', 2, 4],
    ]);
    expect(Array.from(a.track.segmentStarts)).toEqual([0, 2]);
    expect(a.deviceTotals?.distanceM).toBe(444);
  });

  it('reads a course when the file has no activity, with a warning', () => {
    const a = parseTcx(
      doc(
        `<Courses><Course><Name>Hill loop</Name><Track>${tp('2024-05-01T06:00:00Z', pos(47, 8))}${tp('2024-05-01T06:00:10Z', pos(47.001, 8))}</Track></Course></Courses>`,
      ),
    );
    expect(a.name).toBe('Hill loop');
    expect(a.track.length).toBe(2);
    expect(a.warnings).toEqual(['Built from a course (a planned route), not a recorded activity']);
  });

  it('makes an indoor track of points without any position, with their DistanceMeters', () => {
    const pts = [0, 1, 2].map((k) =>
      tp(
        `2024-05-01T06:0${k}:00Z`,
        `<DistanceMeters>${k * 250}</DistanceMeters><HeartRateBpm><Value>140</Value></HeartRateBpm>`,
      ),
    );
    const a = parseTcx(
      doc(
        `<Activities><Activity Sport="Running"><Lap><Track>${pts.join('')}</Track></Lap></Activity></Activities>`,
      ),
    );
    expect(a.indoor).toBe(true);
    expect(a.track.length).toBe(3);
    expect(Array.from(a.track.dist ?? [])).toEqual([0, 250, 500]);
    expect(a.track.lat[0]).toBeNaN();
  });

  it('refuses a file that is not TCX, and one without points, with one line', () => {
    expect(() => parseTcx('<gpx></gpx>')).toThrow(TcxParseError);
    expect(() => parseTcx(doc('<Activities></Activities>'))).toThrow('TCX file without any track point');
  });
});
