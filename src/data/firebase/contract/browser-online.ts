/** Whether the device has a network: navigator.onLine, true where there is no navigator (Node). */
export const browserOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine;
