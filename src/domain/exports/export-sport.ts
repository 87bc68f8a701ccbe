/**
 * Strava activity types (as written in activities.csv, in the export's language) to our sports.
 * Patterns are tried in SPORT_PATTERNS order, so "Nordic Ski" (Skilanglauf) is ski before it can
 * be read as a run (Lauf), and "Virtual Ride" is a ride. Unknown types (Yoga, Workout...) are
 * 'other'; an empty type gives null (the file's own sport stays).
 */
import type { Sport } from '../stats/types';
import { normaliseHeader } from './strava-headers';

export const SPORT_PATTERNS: readonly (readonly [Sport, RegExp])[] = [
  ['ski', /\b(ski\w*|snowboard\w*|skilanglauf|langlauf|sci\w*|esqui\w*|schaats\w*)\b/],
  ['swim', /\b(swim\w*|schwimm\w*|natation|natacion|zwem\w*|nuoto|natacao)\b/],
  [
    'ride',
    /\b(\w*ride|e bike\w*|ebike\w*|radfahrt|\w*radfahrt|fahrrad\w*|mountainbike\w*|rennrad|velo\w*|sortie a velo|bici\w*|ciclismo|fiets\w*|rit|pedalada|pedalata|handcycle|cycling)\b/,
  ],
  ['run', /\b(\w*run|\w*lauf|course a pied|course|carrera|hardloop\w*|corsa|corrida|trail)\b/],
  [
    'hike',
    /\b(hike|hiking|wanderung|randonnee|senderismo|excursionismo|escursionismo|escursione|trilha|wandeltocht|bergwandel\w*)\b/,
  ],
  ['walk', /\b(walk\w*|spaziergang|gehen|marche|caminata|wandeling|wandelen|camminata|caminhada)\b/],
];

/** Our sport for a Strava activity type; null when the cell is empty. */
export function sportOfExportType(type: string | null): Sport | null {
  if (type === null || type.trim() === '') return null;
  const words = normaliseHeader(type);
  for (const [sport, pattern] of SPORT_PATTERNS) if (pattern.test(words)) return sport;
  return 'other';
}
