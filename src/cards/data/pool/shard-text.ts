/**
 * One card out of a shard's text without parsing the whole shard (issue 20: resolving 60 names
 * ≤ 50 ms after the name file is loaded; a 60-card deck touches about 50 shards of ≈ 127 cards,
 * and parsing all of them was most of that time). A shard is `JSON.stringify` of an array of
 * lean cards, each starting with its name (./format.ts `leanCard`), so a card is the object
 * that begins `{"name":<its full name as JSON>,`. A face of another card may begin the same way
 * ("Stream of Life" is a card and a face), so only an element of the top-level array counts
 * (the text is read up to it, strings and nesting known). When the text is laid out otherwise
 * the whole shard is parsed instead: {@link ShardText.card} is exact either way.
 */

/** A shard kept as text, its cards parsed one at a time as they are asked for. */
export interface ShardText {
  /** The card whose full name is `fullName` (parsed JSON, not yet validated), or undefined. */
  card(fullName: string): unknown;
}

/** Reads JSON text left to right, knowing the nesting depth (outside strings) it has reached. */
class Scanner {
  depth = 0;
  private inString = false;
  private at = 0;
  constructor(private readonly text: string) {}
  /** Reads up to `to` (exclusive); whether `to` is outside every string. */
  advance(to: number): boolean {
    const text = this.text;
    let i = this.at;
    for (; i < to; i++) {
      const c = text.charCodeAt(i);
      if (this.inString) {
        if (c === 92)
          i++; // a backslash escapes the next character
        else if (c === 34) this.inString = false;
      } else if (c === 34) this.inString = true;
      else if (c === 123 || c === 91) this.depth++;
      else if (c === 125 || c === 93) this.depth--;
    }
    this.at = i;
    return !this.inString && i === to;
  }
}

/** The end (exclusive) of the JSON object starting at `from` (its "{"), or -1. */
function objectEnd(text: string, from: number): number {
  let depth = 0;
  let inString = false;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) depth++;
    else if ((c === 125 || c === 93) && --depth === 0) return i + 1;
  }
  return -1;
}

/**
 * A shard's cards from its text; throws (with `label`) when the text is not a JSON array. The
 * whole text is parsed at most once, only when a card can't be cut out alone.
 */
export function shardText(text: string, label = 'the shard'): ShardText {
  if (!text.trimStart().startsWith('[')) throw new Error(`${label} is not a list of cards`);
  let all: readonly unknown[] | undefined;
  const parsed = (): readonly unknown[] => {
    if (!all) {
      const value = JSON.parse(text) as unknown;
      if (!Array.isArray(value)) throw new Error(`${label} is not a list of cards`);
      all = value;
    }
    return all;
  };
  return {
    card(fullName) {
      const head = `{"name":${JSON.stringify(fullName)},`;
      // The first place the head begins an element of the top-level array (not a face).
      const scan = new Scanner(text);
      for (let at = text.indexOf(head); at >= 0; at = text.indexOf(head, at + 1)) {
        if (!scan.advance(at) || scan.depth !== 1) continue;
        const end = objectEnd(text, at);
        if (end > 0) return JSON.parse(text.slice(at, end)) as unknown;
      }
      // Laid out otherwise (or not there): the whole shard.
      return parsed().find((c) => (c as { name?: unknown } | null)?.name === fullName);
    },
  };
}
