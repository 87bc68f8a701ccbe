// superstatic loads re2 in a try/catch and uses RegExp when it fails (lib/utils/patterns.js).
throw new Error('re2 is not installed here (scripts/stubs/re2): RegExp is used instead');
