/**
 * RegExp.escape (ES2025): in Node 24 (V8 13.6), Chrome 136, Firefox 134 and Safari 18.2, but not
 * yet in TypeScript 5.9's lib files. Remove this once the lib declares it.
 */
interface RegExpConstructor {
  /** `text` with every character that has a meaning in a pattern escaped, to match it literally. */
  escape(text: string): string
}
