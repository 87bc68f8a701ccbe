/**
 * What every worker and client shares about failure: the one-line error a worker answers with
 * ('failed' response), the error class clients reject with, and how an abort is recognised.
 * Messages are one line, in plain words, ready for the UI.
 */

/** A worker's failure answer, the same shape in every protocol. */
export interface FailedResponse {
  type: 'failed';
  requestId: number;
  error: string;
}

/** A job's own problem, as the worker reported it (e.g. "Not a GPX file: no <gpx> element found"). */
export class PoolJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PoolJobError';
  }
}

export const isAbortError = (error: unknown): boolean =>
  (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';

/** Longest error line sent back; longer messages are cut with an ellipsis. */
export const MAX_ERROR_LENGTH = 300;

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Turns anything thrown into one line of plain words, starting with a capital letter. */
export function oneLineError(error: unknown): string {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const line = raw.split(/\r?\n/, 1)[0]?.trim() ?? '';
  if (!line) return 'Unexpected error while reading the file';
  const sentence = capitalize(line);
  return sentence.length > MAX_ERROR_LENGTH ? `${sentence.slice(0, MAX_ERROR_LENGTH - 1)}…` : sentence;
}

/**
 * A worker's answer to a message that is not one of its requests: a one-line 'failed' response
 * when the message carries a numeric requestId (so its sender can settle it), otherwise null.
 */
export function malformedReply(data: unknown, error: string): FailedResponse | null {
  const requestId = (data as { requestId?: unknown } | null)?.requestId;
  return typeof requestId === 'number' ? { type: 'failed', requestId, error } : null;
}
