/**
 * bench group-leaderboard (issue 37): a private group of 1,000 members, each with a year of weekly
 * totals (52 weeks and 12 months of two sports: 104 week rows, 24 month rows, as
 * data/group-schemas.ts stores them), on a real Firestore server (the Cloud Firestore emulator with
 * firestore.rules, started here). One member opens the group on a new device (no cache) through the
 * Firebase adapter, signed in as themself so the rules decide: the group and their own entry, the
 * member count (an aggregation query), every member's totals; then the year's leaderboard is
 * computed (domain/groups/group-totals.ts). Figure: ms until the leaderboard is ready. Budget:
 * 1,500 ms and 1,100 billed reads.
 *
 * Billed reads, counted rather than guessed: each document a query or get returns is one read; the
 * count query is one read per 1,000 index entries; each document the rules look up (get, exists)
 * is one more per request (isGroupMember and groupOpen: at most two per request, four requests).
 */
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { encodeTotalsRows } from '../../src/data/group-schemas';
import { localDayOf } from '../../src/domain/filters';
import { formatDay } from '../../src/domain/filters/date-range';
import { monthStart, weekStartOf } from '../../src/domain/calendar/day-numbers';
import { leaderboard, type TotalsRow } from '../../src/domain/groups/group-totals';
import { openEmulatorStore } from '../../tests/emulators/emulator-store';
import { findFirestoreJar, PROJECT_ID, startFirestore, type RunningEmulator } from '../lib/emulators';
import type { Bench } from './types';

const MEMBERS = 1_000;
const BATCH = 500;
const GID = '9'.repeat(32);
const LIMIT_MS = 1_500;
const READ_BUDGET = 1_100;
/** Rules lookups billed: getGroup (group get: 1; own entry: 2; count: 2), listTotals (2). */
const RULES_READS = 7;
const uid = (i: number) => `member${String(i).padStart(4, '0')}`;

function yearOfTotals(i: number, year: number): { weeks: string; months: string } {
  const weeks: TotalsRow[] = [];
  const months: TotalsRow[] = [];
  const first = weekStartOf(monthStart(year, 0));
  for (let w = 0; w < 52; w++)
    for (const sport of ['run', 'ride'] as const)
      weeks.push({
        start: formatDay(first + 7 * w),
        sport,
        distanceM: 10_000 + ((i * 37 + w * 11) % 50_000),
        movingS: 3600 + ((i + w) % 7200),
        ascentM: (i * 13 + w) % 900,
        count: 1 + ((i + w) % 4),
      });
  for (let m = 0; m < 12; m++)
    for (const sport of ['run', 'ride'] as const)
      months.push({
        start: formatDay(monthStart(year, m)),
        sport,
        distanceM: 40_000 + ((i * 53 + m * 7) % 200_000),
        movingS: 14_400 + ((i + m) % 28_800),
        ascentM: (i * 17 + m) % 3600,
        count: 4 + ((i + m) % 12),
      });
  return { weeks: encodeTotalsRows(weeks), months: encodeTotalsRows(months) };
}

async function seed(env: RulesTestEnvironment, year: number): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const fs = ctx.firestore();
    await fs.doc(`groups/${GID}`).set({
      v: 1,
      name: 'Club of a thousand',
      owner: uid(0),
      createdAt: 1_700_000_000_000,
      closed: false,
    });
    for (let start = 0; start < MEMBERS; start += BATCH / 2) {
      const batch = fs.batch();
      for (let i = start; i < Math.min(MEMBERS, start + BATCH / 2); i++) {
        const name = `Member ${i}`;
        batch.set(fs.doc(`groups/${GID}/members/${uid(i)}`), {
          uid: uid(i),
          name,
          joinedAt: 1_700_000_000_000 + i,
          invite: i === 0 ? null : 'a'.repeat(32),
          shares: { totals: true, curves: false, fitness: false, efforts: false },
        });
        batch.set(fs.doc(`groups/${GID}/totals/${uid(i)}`), {
          v: 1,
          name,
          updatedAt: 1_700_000_000_000,
          ...yearOfTotals(i, year),
        });
      }
      await batch.commit();
    }
  });
}

interface Figures {
  ms: number;
  docReads: number;
  rows: number;
}

async function measure(firestore: RunningEmulator): Promise<Figures> {
  process.env.FIRESTORE_EMULATOR_HOST = firestore.address;
  const env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: firestore.host, port: firestore.port },
  });
  try {
    const today = localDayOf(new Date());
    const year = new Date().getFullYear();
    await seed(env, year);
    const device = openEmulatorStore(uid(1));
    try {
      const groups = device.store.groups!;
      const t = performance.now();
      const group = await groups.getGroup(GID);
      const totals = await groups.listTotals(GID);
      const board = leaderboard(
        [...totals].map(([id, s]) => ({ uid: id, totals: s.totals })),
        'year',
        today,
        null,
        'distanceM',
      );
      const ms = performance.now() - t;
      if (!group?.mine || board.length !== MEMBERS) throw new Error(`leaderboard of ${board.length} members`);
      // Group, own entry, the count (1 per 1,000 entries), one per totals document.
      const docReads = 2 + Math.ceil(group.memberCount / 1000) + totals.size;
      return { ms, docReads, rows: board.length };
    } finally {
      await device.dispose();
    }
  } finally {
    await env.cleanup();
  }
}

const benches: Bench[] = [
  {
    name: 'group-leaderboard',
    run: async () => {
      const jar = findFirestoreJar();
      if ('missing' in jar) throw new Error(`not run: ${jar.missing}`);
      const firestore = await startFirestore(jar.jar);
      try {
        const f = await measure(firestore);
        const reads = f.docReads + RULES_READS;
        return {
          figure: f.ms,
          unit: 'ms',
          comparison: `year's leaderboard of ${f.rows} members on the emulator, cold device; budget ${LIMIT_MS} ms; ${reads} billed reads (${f.docReads} documents + ${RULES_READS} rules lookups), budget ${READ_BUDGET}; at Firestore's list price of $0.03-0.06 per 100,000 reads, $${((reads * 0.06) / 100_000).toFixed(4)} at most per open`,
          withinBudget: f.ms <= LIMIT_MS && reads <= READ_BUDGET,
        };
      } finally {
        await firestore.stop();
      }
    },
  },
];
export default benches;
