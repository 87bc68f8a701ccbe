/**
 * Whether RE2 (and Go's regexp, which shares its parser) accepts a pattern's counted repetitions:
 * both refuse a pattern in which counted repetitions ({n}, {n,m}) nested inside one another would
 * make more than 1,000 copies of what they repeat, such as `(,[0-9]{1,15}){0,500}` ("bad repetition
 * operator"; RE2 parse.cc RepetitionWalker, Go regexp/syntax repeatIsValid). The Firestore emulator
 * matches with re2j, which has no such check, so a pattern it accepts may still be refused where
 * the rules run on RE2: firestore.rules' patterns are checked with this instead (data/firebase/rules-schema.test.ts).
 * `*`, `+` and `?` count no copies. Only the syntax firestore.rules uses is read: groups,
 * alternation, classes, escapes and quantifiers; anything else throws.
 */
interface Node {
  /** The repetition's largest count (its least when unbounded), 0 for anything else. */
  copies: number;
  subs: Node[];
}

export function re2AcceptsRepeats(pattern: string): boolean {
  let i = 0;
  const fail = (what: string): never => {
    throw new Error(`${what} at ${i} of ${pattern.slice(0, 60)}`);
  };
  const alternation = (): Node => {
    const subs = [sequence()];
    while (pattern[i] === '|') {
      i++;
      subs.push(sequence());
    }
    return { copies: 0, subs };
  };
  const sequence = (): Node => {
    const subs: Node[] = [];
    while (i < pattern.length && pattern[i] !== '|' && pattern[i] !== ')') subs.push(repeated());
    return { copies: 0, subs };
  };
  const atom = (): Node => {
    const c = pattern[i];
    if (c === '(') {
      i++;
      if (pattern.startsWith('?:', i)) i += 2;
      const inner = alternation();
      if (pattern[i] !== ')') fail('no )');
      i++;
      return inner;
    }
    if (c === '[') {
      i++;
      if (pattern[i] === '^') i++;
      if (pattern[i] === ']') i++;
      while (pattern[i] !== ']') {
        if (i >= pattern.length) fail('no ]');
        i += pattern[i] === '\\' ? (pattern[i + 1] === 'u' ? 6 : 2) : 1;
      }
      i++;
      return { copies: 0, subs: [] };
    }
    if (c === ')' || c === '*' || c === '+' || c === '?' || c === '{') fail(`unexpected ${c}`);
    i += c === '\\' ? (pattern[i + 1] === 'u' ? 6 : 2) : 1;
    return { copies: 0, subs: [] };
  };
  const repeated = (): Node => {
    let node = atom();
    for (;;) {
      const c = pattern[i];
      if (c === '*' || c === '+' || c === '?') {
        i++;
        node = { copies: 0, subs: [node] };
        continue;
      }
      const counted = c === '{' ? /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i)) : null;
      if (!counted) return node;
      i += counted[0].length;
      const min = Number(counted[1]);
      const max = counted[2] === undefined ? min : counted[3] === '' ? -1 : Number(counted[3]);
      node = { copies: max < 0 ? min : max, subs: [node] };
    }
  };
  const tree = alternation();
  if (i !== pattern.length) fail('unexpected )');
  const valid = (node: Node, left: number): boolean => {
    let n = left;
    if (node.copies > 0) {
      if (node.copies > n) return false;
      n = Math.floor(n / node.copies);
    }
    return node.subs.every((s) => valid(s, n));
  };
  return valid(tree, 1000);
}
