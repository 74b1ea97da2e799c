/** Average characters per English word including the space after it, and a relaxed reading pace. */
const CHARACTERS_PER_WORD = 5.8
const WORDS_PER_MINUTE = 230

/** Minutes to read a text of this many characters (GROQ: `length(pt::text(body))`), at least 1. */
export function readingMinutes(characters: number | null | undefined): number {
  if (!characters || characters <= 0) return 1
  return Math.max(1, Math.round(characters / CHARACTERS_PER_WORD / WORDS_PER_MINUTE))
}

export function readingTimeLabel(characters: number | null | undefined) {
  return `${readingMinutes(characters)} min read`
}
