/**
 * The commit-message habit of issue 12, enforced by the commit-msg hook in .githooks (installed by
 * `npm install` through the `prepare` script): a subject of at most MAX_SUBJECT characters, and,
 * when there is a body (the why), a blank line between them. Lines starting with '#' are git's
 * comments and do not count.
 *
 * Usage (what the hook runs): node scripts/lint/commit-subject.mjs <message file>
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const MAX_SUBJECT = 72;

/** The problem with a commit message, or null when it follows the habit. */
export function subjectProblem(message) {
  const lines = message
    .split(/\r?\n/)
    .filter((line) => !line.startsWith('#'))
    .map((line) => line.trimEnd());
  while (lines.length > 0 && lines[0] === '') lines.shift();
  const subject = lines[0] ?? '';
  if (subject === '') return 'The commit message is empty.';
  const length = [...subject].length;
  if (length > MAX_SUBJECT)
    return `The subject has ${length} characters; keep it to ${MAX_SUBJECT} and put the why in the body.`;
  if (lines.length > 1 && lines[1] !== '') return 'Leave a blank line between the subject and the body.';
  return null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node scripts/lint/commit-subject.mjs <commit message file>');
    process.exit(2);
  }
  const problem = subjectProblem(readFileSync(file, 'utf8'));
  if (problem) {
    console.error(`commit-msg: ${problem}`);
    process.exit(1);
  }
}
