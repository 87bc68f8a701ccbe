/**
 * `npx tsx scripts/fit-names.ts [--check]`: writes src/domain/fit/fit-names.ts, the names of the FIT
 * enum values the product shows (sport, manufacturer, Garmin product), from the FIT profile of
 * @garmin/fitsdk (a dev dependency; the app never bundles the SDK). With `--check` it writes nothing
 * and exits 1 when the file differs from what the installed profile gives (fit-names.test.ts runs
 * the same comparison). Run it after updating @garmin/fitsdk.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Profile } from '@garmin/fitsdk';

export const FIT_NAMES_PATH = join(import.meta.dirname, '..', 'src', 'domain', 'fit', 'fit-names.ts');

/** The exported tables: constant name and the profile's type. */
const TABLES: readonly (readonly [string, string])[] = [
  ['SPORT_NAMES', 'sport'],
  ['MANUFACTURER_NAMES', 'manufacturer'],
  ['GARMIN_PRODUCT_NAMES', 'garminProduct'],
];

const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The text of fit-names.ts for the installed profile. */
export function fitNamesSource(): string {
  const { major, minor } = Profile.version;
  const types = Profile.types as Record<string, Record<string, string>>;
  const tables = TABLES.map(([constant, type]) => {
    const values = types[type];
    if (!values) throw new Error(`the FIT profile has no type ${type}`);
    const rows = Object.entries(values)
      .map(([key, name]) => [Number(key), name] as const)
      .filter(([key]) => Number.isInteger(key))
      .sort((a, b) => a[0] - b[0])
      .map(([key, name]) => `  ${key}: ${quote(name)},`);
    return `export const ${constant}: Readonly<Record<number, string>> = {\n${rows.join('\n')}\n};\n`;
  });
  return (
    `/**\n` +
    ` * Names of FIT enum values the product shows (sport, manufacturer, Garmin product), generated\n` +
    ` * by scripts/fit-names.ts from the FIT profile of @garmin/fitsdk (${major}.${minor}); do not edit.\n` +
    ` * Values not listed read as their number.\n` +
    ` */\n\n` +
    tables.join('\n')
  );
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const source = fitNamesSource();
  if (process.argv.includes('--check')) {
    const same = readFileSync(FIT_NAMES_PATH, 'utf8') === source;
    console.log(
      same ? 'fit-names.ts is up to date' : 'fit-names.ts differs: run npx tsx scripts/fit-names.ts',
    );
    process.exit(same ? 0 : 1);
  }
  writeFileSync(FIT_NAMES_PATH, source);
  console.log(`wrote ${FIT_NAMES_PATH}`);
}
