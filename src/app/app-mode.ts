/** Local or Firebase mode, from the build's VITE_FIREBASE_* settings (parsed with zod, no SDK loaded). */
import { readFirebaseMode, type FirebaseMode } from '../data';

export function readAppMode(env: Readonly<Record<string, unknown>> = import.meta.env): FirebaseMode {
  const mode = readFirebaseMode(env);
  if (mode.mode === 'invalid') console.warn(`${mode.error} Running in local mode.`);
  return mode;
}
