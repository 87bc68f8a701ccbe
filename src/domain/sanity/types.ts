/** What the sanity rules (sanity/*.ts) found about an activity, shown on its page, never silent. */
export type SanityCode = 'date' | 'speed' | 'effort' | 'elevation' | 'part' | 'route' | 'virtual' | 'peak';
export const SANITY_CODES: readonly SanityCode[] = [
  'date',
  'speed',
  'effort',
  'elevation',
  'part',
  'route',
  'virtual',
  'peak',
];

export interface SanityFlag {
  code: SanityCode;
  /** One sentence in plain words: what was found and what was done about it. */
  message: string;
}

/** One part of a data logger's file (logger-split.ts): the file it came from and where it sits. */
export interface LoggerPart {
  /** Content id of the original file, shared by all its parts (the first part's own id). */
  sourceId: string;
  /** 1-based position of this part. */
  index: number;
  count: number;
}
