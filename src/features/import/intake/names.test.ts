import { describe, expect, it } from 'vitest';
import { classifyName, gpxFileName, skipReason } from './names';

describe('classifyName', () => {
  it.each([
    ['run.gpx', 'gpx'],
    ['RUN.GPX', 'gpx'],
    ['activities/123.gpx.gz', 'gpx-gz'],
    ['export_123.zip', 'zip'],
    ['activities/123.fit.gz', 'gpx-gz'],
    ['activities/123.FIT', 'gpx'],
    ['activities/123.tcx', 'gpx'],
    ['activities/123.tcx.gz', 'gpx-gz'],
    ['activities/123.csv', 'other'],
    ['notes.txt', 'other'],
    ['README', 'other'],
    ['__MACOSX/activities/._1.gpx', 'system'],
    ['._1.gpx', 'system'],
    ['folder/.DS_Store', 'system'],
  ])('%s is %s', (name, kind) => expect(classifyName(name)).toBe(kind));
});

describe('names for people and the parser', () => {
  it('strips folders and .gz for the stored file name', () => {
    expect(gpxFileName('export.zip/activities/123.gpx.gz')).toBe('123.gpx');
    expect(gpxFileName('a/b.gpx')).toBe('b.gpx');
    expect(gpxFileName('export.zip/activities/123.fit.gz')).toBe('123.fit');
  });

  it('says why a file is skipped, with its extension', () => {
    expect(skipReason('a/1.kml.gz', 'other')).toBe('Skipped: not a GPX, FIT or TCX file (.kml.gz)');
    expect(skipReason('photo.JPG', 'other')).toBe('Skipped: not a GPX, FIT or TCX file (.jpg)');
    expect(skipReason('LICENSE', 'other')).toBe('Skipped: not a GPX, FIT or TCX file (no extension)');
    expect(skipReason('._x.gpx', 'system')).toBe('Skipped: system file, not an activity');
  });
});
