/**
 * The order in which a line's pieces are drawn, left to right, by the Unicode Bidirectional
 * Algorithm (UAX #9, bidi-js): an Arabic document's line that holds a number, a document number or a
 * Latin name (decision 242). pdfkit draws a text left to right only.
 */
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/**
 * A piece of a line as it is drawn. `rightToLeft`: the text is in reading order and holds
 * right-to-left letters, so the font shapes it (joins the Arabic letters, which needs the reading
 * order) and lays its glyphs out reversed (fontkit reverses a run whose script is right to left).
 * Otherwise the text is already in the order drawn.
 */
export type VisualRun = { text: string; rightToLeft: boolean };

/** Strong right-to-left letters (Hebrew, Arabic and their presentation forms): a run with one is one fontkit reverses. */
const RIGHT_TO_LEFT_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * A paragraph's direction by its first strong letter (rules P2 and P3): a document number, an IBAN or
 * a Latin address in an Arabic document reads left to right; a text with no letter (an amount) takes
 * the document's.
 */
export function paragraphDirection(paragraph: string, otherwise: 'ltr' | 'rtl'): 'ltr' | 'rtl' {
  for (const character of paragraph) {
    const type = bidi.getBidiCharTypeName(character);
    if (type === 'L') return 'ltr';
    if (type === 'R' || type === 'AL') return 'rtl';
  }
  return otherwise;
}

/**
 * The runs of `line` (one line of a paragraph, no line break) left to right as drawn, in a paragraph
 * of the direction given. Within a right-to-left run the mirrored characters are swapped ("(" is drawn as
 * ")"), as rule L4 asks; fontkit does not.
 */
export function visualRuns(line: string, direction: 'ltr' | 'rtl'): VisualRun[] {
  if (line === '') return [];
  const embedding = bidi.getEmbeddingLevels(line, direction);
  const { levels } = embedding;
  // Every character's index in the order drawn (rule L2: the reorder segments reversed in turn).
  const order = Array.from(line, (_, index) => index);
  for (const [start, end] of bidi.getReorderSegments(line, embedding) as [number, number][]) {
    const reversed = order.slice(start, end + 1).reverse();
    order.splice(start, reversed.length, ...reversed);
  }
  // Consecutive characters of one direction, drawn together. (bidi-js indexes UTF-16 code units;
  // the product's texts keep the astral characters it would split to the Chinese ones, left to right.)
  const runs: { indices: number[]; odd: boolean }[] = [];
  for (const index of order) {
    const odd = levels[index]! % 2 === 1;
    const last = runs.at(-1);
    const previous = last?.indices.at(-1);
    if (last && last.odd === odd && previous === (odd ? index + 1 : index - 1)) last.indices.push(index);
    else runs.push({ indices: [index], odd });
  }
  return runs.map(({ indices, odd }) => {
    if (!odd) return { text: indices.map((index) => line[index]).join(''), rightToLeft: false };
    const drawn = indices.map((index) => bidi.getMirroredCharacter(line[index]!) ?? line[index]!);
    const reading = drawn.toReversed().join('');
    return RIGHT_TO_LEFT_LETTER.test(reading) ? { text: reading, rightToLeft: true } : { text: drawn.join(''), rightToLeft: false };
  });
}
