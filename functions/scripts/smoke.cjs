// Smoke test of the built wiring (lib/index.js) without any backend: the callables exist, and the
// handler errors arrive as HttpsError with the right codes. Run: npm --prefix functions run smoke
const assert = require('node:assert/strict');
const fns = require('../lib/index.js');

async function codeOf(fn, request) {
  try {
    await fn.run(request);
  } catch (error) {
    return `${error.constructor.name}:${error.code}`;
  }
  return 'resolved';
}

(async () => {
  assert.equal(typeof fns.deleteAccountData.run, 'function');
  assert.equal(typeof fns.rebuildHeatIndex.run, 'function');
  assert.equal(
    await codeOf(fns.deleteAccountData, { data: { confirm: 'delete all my data' } }),
    'HttpsError:unauthenticated',
  );
  assert.equal(
    await codeOf(fns.deleteAccountData, { auth: { uid: 'u1' }, data: { confirm: 'no' } }),
    'HttpsError:invalid-argument',
  );
  assert.equal(await codeOf(fns.rebuildHeatIndex, { data: {} }), 'HttpsError:unauthenticated');
  assert.equal(
    await codeOf(fns.rebuildHeatIndex, { auth: { uid: 'u1' }, data: { extra: 1 } }),
    'HttpsError:invalid-argument',
  );
  console.log('functions smoke: 6 checks passed (wiring and error codes; no backend calls made)');
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
