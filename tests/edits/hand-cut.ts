/**
 * GPX files cut "by hand" for the edit tests: the file's text with <trkpt> elements removed by
 * their <time> and <trkseg> breaks written in, the way a person would in a text editor. No code of
 * src/domain/edits is used, so the tests compare two independent ways to the same activity.
 */
const TRKPT = /<trkpt\b[\s\S]*?<\/trkpt>/g;

function timeOf(block: string): number {
  const m = /<time>([^<]+)<\/time>/.exec(block);
  if (!m) throw new Error('a point without a time');
  return Date.parse(m[1]!);
}

/** The text with each point replaced by keep(time) ? the point (plus a break before it) : nothing. */
function rewrite(gpx: string, decide: (t: number) => 'keep' | 'drop' | 'break'): string {
  return gpx.replace(TRKPT, (block) => {
    const what = decide(timeOf(block));
    if (what === 'drop') return '';
    return what === 'break' ? `</trkseg><trkseg>${block}` : block;
  });
}

export const handTrim = (gpx: string, start: number, end: number) =>
  rewrite(gpx, (t) => (t >= start && t <= end ? 'keep' : 'drop'));

export function handCut(gpx: string, start: number, end: number): string {
  let broke = false;
  return rewrite(gpx, (t) => {
    if (t > start && t < end) return 'drop';
    if (t >= end && !broke) {
      broke = true;
      return 'break';
    }
    return 'keep';
  });
}

/** The times of the file's points, in order. */
export const pointTimes = (gpx: string): number[] => (gpx.match(TRKPT) ?? []).map(timeOf);
