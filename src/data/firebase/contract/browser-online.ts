/** Whether the device has a network: navigator.onLine, true where there is no navigator (Node). */
export const browserOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine;

/** A call that needs the network, made while the device has none. */
export class OfflineError extends Error {
  constructor(
    message = 'You are offline: this needs a connection to Cloud Storage. It works again when the network is back.',
  ) {
    super(message);
    this.name = 'OfflineError';
  }
}
