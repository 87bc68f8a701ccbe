/**
 * Stylelint rule `gpx/feature-scope`: a feature's CSS can style only its own page.
 *
 * Every feature owns class "blocks" (by default its folder name; more in stylelint.config.mjs). A
 * class belongs to a block when it is the block itself or starts with the block followed by `-` or
 * `_` (`compare`, `compare-table`, `compare-table__row`). In `src/features/<name>/**.css`:
 *   1. every selector contains a class of the feature's own blocks outside `:not()`, so whatever it
 *      matches sits in, beside or on an element only that feature renders (`.compare-layout
 *      .map-view` may adjust the shared map inside compare; a bare `.map-view` would restyle every
 *      page's map);
 *   2. no selector names a class of another feature's blocks.
 * In every other CSS file (shared components, app styles) no selector names a feature's class, and
 * no two features may own overlapping blocks.
 */
import stylelint from 'stylelint';

const {
  createPlugin,
  utils: { report, ruleMessages },
} = stylelint;

export const ruleName = 'gpx/feature-scope';

export const messages = ruleMessages(ruleName, {
  unscoped: (selector, feature, blocks) =>
    `"${selector}" is not scoped to the ${feature} feature: it needs a class of ${blocks.join(', ')} (or add a block for ${feature} in stylelint.config.mjs)`,
  foreign: (selector, cls, owner, feature) =>
    `"${selector}" styles .${cls}, a class of the ${owner} feature, from ${feature}`,
  shared: (selector, cls, owner) =>
    `"${selector}" styles .${cls}, a class of the ${owner} feature, from a shared stylesheet`,
  overlap: (a, b) => `features ${a} and ${b} own overlapping class blocks`,
});

const FEATURE_FILE = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/;
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

/** Classes of a selector; `inNot: false` leaves out those inside :not(...). */
function classesOf(selector, { inNot }) {
  let text = selector.replace(/\[[^\]]*\]/g, '');
  if (!inNot) text = text.replace(/:not\([^)]*\)/g, '');
  return [...text.matchAll(CLASS)].map((match) => match[1]);
}

const owns = (block, cls) => cls === block || cls.startsWith(`${block}-`) || cls.startsWith(`${block}_`);

/** The feature that owns `cls` among `blocksByFeature`, or undefined. */
function ownerOf(cls, blocksByFeature) {
  for (const [feature, blocks] of Object.entries(blocksByFeature)) {
    if (blocks.some((block) => owns(block, cls))) return feature;
  }
  return undefined;
}

function insideKeyframes(rule) {
  for (let node = rule.parent; node; node = node.parent) {
    if (node.type === 'atrule' && /keyframes$/i.test(node.name)) return true;
  }
  return false;
}

/** Options: `{ blocks: { [feature]: string[] } }`; a feature not listed owns its folder name. */
const rule =
  (enabled, options = {}) =>
  (root, result) => {
    if (!enabled) return;
    const file = root.source?.input.file ?? '';
    const feature = FEATURE_FILE.exec(file)?.[1];
    const configured = options.blocks ?? {};
    const blocksByFeature = { ...configured };
    if (feature && !blocksByFeature[feature]) blocksByFeature[feature] = [feature];
    const features = Object.keys(blocksByFeature);
    for (const [i, a] of features.entries()) {
      for (const b of features.slice(i + 1)) {
        const clash = blocksByFeature[a].some((x) =>
          blocksByFeature[b].some((y) => owns(x, y) || owns(y, x)),
        );
        if (clash) report({ ruleName, result, node: root, message: messages.overlap(a, b) });
      }
    }
    root.walkRules((node) => {
      if (insideKeyframes(node)) return;
      for (const selector of node.selectors) {
        const problem = check(selector, feature, blocksByFeature);
        if (problem) report({ ruleName, result, node, message: problem, word: selector });
      }
    });
  };

/** The message for one selector, or undefined when it is fine. */
function check(selector, feature, blocksByFeature) {
  for (const cls of classesOf(selector, { inNot: true })) {
    const owner = ownerOf(cls, blocksByFeature);
    if (owner && !feature) return messages.shared(selector, cls, owner);
    if (owner && owner !== feature) return messages.foreign(selector, cls, owner, feature);
  }
  if (!feature) return undefined;
  const own = blocksByFeature[feature];
  const scoped = classesOf(selector, { inNot: false }).some((cls) => own.some((block) => owns(block, cls)));
  return scoped ? undefined : messages.unscoped(selector, feature, own);
}

rule.ruleName = ruleName;
rule.messages = messages;

export default createPlugin(ruleName, rule);
