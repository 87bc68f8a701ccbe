import { describe, expect, it } from 'vitest';
import { classifyName, activityFileName, skipReason } from './names';

describe('classifyName', () => {
  it.each([
    ['run.gpx', 'activity'],
    ['RUN.GPX', 'activity'],
    ['activities/123.gpx.gz', 'activity-gz'],
    ['activities/123.tcx.GZ', 'activity-gz'],
    ['a/1.fit', 'activity'],
    ['activities.csv', 'csv'],
    ['export_123.zip', 'zip'],
    ['activities/123.fit.gz', 'activity-gz'],
    ['photos/1.jpg.gz', 'other'],
    ['notes.txt', 'other'],
    ['README', 'other'],
    ['__MACOSX/activities/._1.gpx', 'system'],
    ['._1.gpx', 'system'],
    ['folder/.DS_Store', 'system'],
  ])('%s is %s', (name, kind) => expect(classifyName(name)).toBe(kind));
});

describe('names for people and the parser', () => {
  it('strips folders and .gz for the stored file name', () => {
    expect(activityFileName('export.zip/activities/123.gpx.gz')).toBe('123.gpx');
    expect(activityFileName('a/b.gpx')).toBe('b.gpx');
  });

  it('says why a file is skipped, with its extension', () => {
    expect(skipReason('a/1.kml.gz', 'other')).toBe(
      'Skipped: not an activity file (.kml.gz; GPX, FIT and TCX are read)',
    );
    expect(skipReason('photo.JPG', 'other')).toBe(
      'Skipped: not an activity file (.jpg; GPX, FIT and TCX are read)',
    );
    expect(skipReason('LICENSE', 'other')).toBe('Skipped: not an activity file (no extension)');
    expect(skipReason('._x.gpx', 'system')).toBe('Skipped: system file, not an activity');
  });
});
