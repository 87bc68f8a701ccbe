/** Errors the pool rejects jobs with. Messages are one line, in plain words, ready for the UI. */

/** The file's own problem, as the worker reported it (e.g. "Not a GPX file: no <gpx> element found"). */
export class PoolJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PoolJobError';
  }
}

export const workerCrashError = (reason: string): PoolJobError =>
  new PoolJobError(`The worker crashed while reading this file (${reason})`);

export const workerStartError = (reason: string): PoolJobError =>
  new PoolJobError(`The GPX worker could not start (${reason})`);

export const poolClosedError = (): Error => new Error('The worker pool was shut down');

/** The error a cancelled job rejects with (name 'AbortError', like fetch). */
export const abortError = (): DOMException => new DOMException('The import was cancelled', 'AbortError');

export const isAbortError = (error: unknown): boolean =>
  (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';
