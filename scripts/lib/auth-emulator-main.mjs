// Runs the Firebase Auth emulator of firebase-tools (pinned in package.json) in this process, without
// the CLI around it: no emulator hub, logging port, UI, network look-ups or update checks.
// Usage: node scripts/lib/auth-emulator-main.mjs <host> <port> <projectId>
// Started and stopped by scripts/lib/emulators.ts; SIGTERM/SIGINT stop it.
import { AuthEmulator, SingleProjectMode } from 'firebase-tools/lib/emulator/auth/index.js';

const [host = '127.0.0.1', port = '9099', projectId = 'demo-gpx'] = process.argv.slice(2);
const emulator = new AuthEmulator({
  host,
  port: Number(port),
  projectId,
  singleProjectMode: SingleProjectMode.NO_WARNING,
});
emulator.start().then(
  () => console.log(`Auth emulator listening on ${host}:${port}`),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    void emulator.stop().finally(() => process.exit(0));
  });
