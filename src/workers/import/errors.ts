/** Errors the GPX pool rejects jobs with, one line each, ready for the UI. */
import { PoolJobError } from '../shared/errors';

/** A job failed because of the pool, not of its file (a crash, the time limit, no worker, shut down). */
export class PoolInfrastructureError extends PoolJobError {}

export const isPoolInfrastructureError = (error: unknown): boolean =>
  error instanceof PoolInfrastructureError;

export const workerCrashError = (reason: string): PoolJobError =>
  new PoolInfrastructureError(`The worker crashed while reading this file (${reason})`);

export const workerStartError = (reason: string): PoolJobError =>
  new PoolInfrastructureError(`The import worker could not start (${reason})`);

export const poolClosedError = (): Error => new PoolInfrastructureError('The worker pool was shut down');

/** The error a cancelled job rejects with (name 'AbortError', like fetch). */
export const abortError = (): DOMException => new DOMException('The import was cancelled', 'AbortError');
