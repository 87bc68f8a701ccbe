/** Errors the GPX pool rejects jobs with, one line each, ready for the UI. */
import { PoolJobError } from '../shared/errors';

export const workerCrashError = (reason: string): PoolJobError =>
  new PoolJobError(`The worker crashed while reading this file (${reason})`);

export const workerStartError = (reason: string): PoolJobError =>
  new PoolJobError(`The GPX worker could not start (${reason})`);

export const poolClosedError = (): Error => new Error('The worker pool was shut down');

/** The error a cancelled job rejects with (name 'AbortError', like fetch). */
export const abortError = (): DOMException => new DOMException('The import was cancelled', 'AbortError');
