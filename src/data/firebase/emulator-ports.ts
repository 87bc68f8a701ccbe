/** The emulator ports of firebase.json (the build's VITE_FIREBASE_*_EMULATOR_PORT override them). */
export const EMULATOR_HOST = '127.0.0.1';
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, storage: 9199, functions: 5001 } as const;
