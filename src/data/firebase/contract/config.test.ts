import { describe, expect, it } from 'vitest';
import { readFirebaseMode } from './config';

const VALID = {
  VITE_FIREBASE_API_KEY: 'AIzaSyDummyKey',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-gpx.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-gpx',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-gpx.appspot.com',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

describe('readFirebaseMode', () => {
  it('is local mode when no Firebase setting is present (or all are blank)', () => {
    expect(readFirebaseMode({ MODE: 'production', VITE_BASEMAP_STYLE_URL: 'x' })).toEqual({ mode: 'local' });
    expect(readFirebaseMode({ VITE_FIREBASE_API_KEY: '  ', VITE_FIREBASE_PROJECT_ID: '' })).toEqual({
      mode: 'local',
    });
  });

  it('is Firebase mode for a complete config, with defaults for region and emulators', () => {
    const mode = readFirebaseMode(VALID);
    expect(mode).toEqual({
      mode: 'firebase',
      settings: {
        config: {
          apiKey: 'AIzaSyDummyKey',
          authDomain: 'demo-gpx.firebaseapp.com',
          projectId: 'demo-gpx',
          storageBucket: 'demo-gpx.appspot.com',
          appId: '1:123:web:abc',
        },
        functionsRegion: 'us-central1',
        useEmulators: false,
      },
    });
  });

  it('reads emulator ports other than firebase.json’s, and refuses a port that is not one', () => {
    const mode = readFirebaseMode({
      ...VALID,
      VITE_FIREBASE_EMULATORS: '1',
      VITE_FIREBASE_AUTH_EMULATOR_PORT: '40123',
      VITE_FIREBASE_FIRESTORE_EMULATOR_PORT: '40124',
    });
    expect(mode.mode === 'firebase' && mode.settings.emulatorPorts).toEqual({
      auth: 40123,
      firestore: 40124,
    });
    expect(readFirebaseMode({ ...VALID, VITE_FIREBASE_STORAGE_EMULATOR_PORT: '70000' }).mode).toBe('invalid');
  });

  it('reads the emulator switch and the functions region', () => {
    const mode = readFirebaseMode({
      ...VALID,
      VITE_FIREBASE_EMULATORS: '1',
      VITE_FIREBASE_FUNCTIONS_REGION: 'europe-west1',
    });
    expect(mode.mode === 'firebase' && mode.settings.useEmulators).toBe(true);
    expect(mode.mode === 'firebase' && mode.settings.functionsRegion).toBe('europe-west1');
  });

  it('names the missing or bad setting in one line when the config is partial', () => {
    const partial = readFirebaseMode({ VITE_FIREBASE_API_KEY: 'key' });
    expect(partial.mode).toBe('invalid');
    expect(partial.mode === 'invalid' && partial.error).toMatch(/VITE_FIREBASE_PROJECT_ID/);
    const bad = readFirebaseMode({ ...VALID, VITE_FIREBASE_PROJECT_ID: 'Not A Project' });
    expect(bad.mode === 'invalid' && bad.error).toMatch(
      /^Firebase settings are incomplete or invalid: VITE_FIREBASE_PROJECT_ID/,
    );
    expect(bad.mode === 'invalid' && bad.error.includes('\n')).toBe(false);
  });
});
