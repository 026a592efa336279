/**
 * The layout every printed document shares (issue #38: invoices, credit notes, warehouse receipts):
 * an A4 page in DejaVu Sans, headings, label/value blocks, a table that breaks across pages, a QR
 * code and a footer on every page, on top of pdfkit.
 *
 * - DejaVu Sans is embedded (subset) because the standard PDF fonts only cover Latin-1: a buyer
 *   named "Ωmega Λογιστική" or "ООО Рога" must print as typed. The fonts are parsed once per process:
 *   the bench issues 10,000 invoices at 100 a second.
 * - The same input gives the same bytes: the document's dates come from the document (pdfkit would
 *   stamp the clock, and derives the file ID from them), so a stored PDF's SHA-256 can be recomputed.
 * - QR codes are drawn as vector squares from the code's modules: sharp at any zoom or print size,
 *   and no image library or canvas.
 * - A character DejaVu lacks (Chinese) is set in Droid Sans Fallback, read only when a document first
 *   needs it (decision 238): a text is drawn in runs of the two fonts.
 * - A right-to-left document (Arabic, decision 242) is laid out mirrored: callers place blocks from
 *   the start edge as in any document, and this class draws them from the right; each line's pieces
 *   are ordered by the bidirectional algorithm (./pdf-bidi.ts), which pdfkit does not have.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { directionOf, type Locale, SOURCE_LOCALE } from '@shared/locales';
import { paragraphDirection, visualRuns } from './pdf-bidi';

const require = createRequire(import.meta.url);

/** What this module uses of a fontkit font, its glyphs and its subsets (`_decode` and `glyphs` are fontkit internals). */
type FontkitGlyph = { _decode(): unknown };
type FontkitSubset = { glyphs: number[]; encode(): Uint8Array };
type ParsedFont = { characterSet: number[]; glyphForCodePoint(codePoint: number): FontkitGlyph; createSubset(): FontkitSubset };

/**
 * The fonts, parsed once per process. pdfkit would parse a font file again for every document (tens
 * of milliseconds for DejaVu's layout tables); it also takes a font already parsed by its own fontkit
 * (PDFFontFactory.open: any object with `layout`), which its type declarations do not list.
 *
 * A shared font shares its glyph cache, and fontkit keeps on a glyph the code points of whoever asked
 * for it first, which pdfkit writes as the text a reader copies. Subsetting asks for a composite's
 * parts with none (Ü is U and a diaeresis), so a document with "OÜ" would leave U unreadable in every
 * later one ("14:05 TC"), and a PDF's bytes would depend on what the process printed before. So every
 * character's glyph is created up front with its own code point (the lowest, where several share one).
 */
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as { create(buffer: Buffer): ParsedFont };
function parseFont(path: string): SharedFont {
  const font = fontkit.create(readFileSync(path));
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
  decodeOutlinesOnce(font.glyphForCodePoint(0x41));
  reuseEncodedSubsets(font);
  return { source: font as unknown as PDFKit.Mixins.PDFFontSource, layouts: { words: Object.create(null) as object, lines: new Map(), documents: 0 } };
}

/*
 * What a PDF costs is mostly its fonts (issue #38: invoices are issued at 100 a second, each rendered
 * while its number's sequence is locked). Five things a document would redo are kept per process;
 * each is a pure function of the font and its input, so a PDF's bytes never depend on what the process
 * printed before (the unit tests render a document before and after others and compare the bytes).
 */

const decodedOutlines = new WeakMap<object, unknown>();
/**
 * Subsetting decodes the whole outline of every glyph a document uses, in every document, only to
 * see whether it is a composite. An outline never changes: it is decoded once per process (read only
 * by fontkit: the fonts have no variations to apply to it).
 */
function decodeOutlinesOnce(glyph: FontkitGlyph): void {
  const prototype = Object.getPrototypeOf(glyph) as FontkitGlyph;
  if (decodedOutlines.has(prototype)) return;
  decodedOutlines.set(prototype, true);
  const decode = prototype._decode;
  prototype._decode = function decodedOnce(this: FontkitGlyph) {
    if (!decodedOutlines.has(this)) decodedOutlines.set(this, decode.call(this));
    return decodedOutlines.get(this);
  };
}

/** Different glyph sets kept per font: the invoices and receipts of a month use a handful. */
const ENCODED_SUBSETS_KEPT = 200;
/**
 * A subset font file is a function of its glyphs in their order (pdfkit numbers them as a document
 * first uses them): documents that print the same characters in the same order embed the same bytes,
 * built once.
 */
function reuseEncodedSubsets(font: ParsedFont): void {
  const encoded = new Map<string, Uint8Array>();
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset();
    const encode = subset.encode.bind(subset);
    subset.encode = () => {
      const glyphs = subset.glyphs.join(',');
      let bytes = encoded.get(glyphs);
      if (!bytes) {
        bytes = encode();
        deflatedFontFiles.set(bytes, deflateSync(bytes));
        if (encoded.size >= ENCODED_SUBSETS_KEPT) encoded.clear();
        encoded.set(glyphs, bytes);
      }
      return bytes;
    };
    return subset;
  };
}

/**
 * Font files deflated, by their encoded subset (one object while the subset is kept). pdfkit deflates
 * every stream of every document, the two font files being most of what it deflates; deflate gives
 * the same bytes for the same input, so a font file is deflated once per process.
 */
const deflatedFontFiles = new WeakMap<Uint8Array, Buffer>();
/**
 * A PDF object whose stream, if it is a font file deflated before, is written deflated already; its
 * dictionary keeps pdfkit's order, /Length then /Filter, so the document's bytes do not change.
 */
function reuseDeflatedFontFile(reference: PDFKit.PDFKitReference): PDFKit.PDFKitReference {
  const end = reference.end.bind(reference);
  reference.end = (chunk: unknown) => {
    const deflated = chunk instanceof Uint8Array && reference.compress ? deflatedFontFiles.get(chunk) : undefined;
    if (!deflated) return end(chunk);
    reference.compress = false;
    reference.write(deflated);
    (reference.data as { Filter?: string }).Filter = 'FlateDecode';
    end(undefined);
  };
  return reference;
}

/**
 * A font and the word layouts its documents share. pdfkit shapes every word (kerning, ligatures) and
 * keeps the result for one document; the labels, headings and legal texts of every invoice are the
 * same words, so the layouts are kept across documents, a fresh set every LAYOUT_DOCUMENTS documents
 * so that names and amounts never seen again do not pile up. With them go how many lines a text
 * takes in a width at a size (`lines`, by "size width text"): a table's header and a label are
 * measured in every document, and pdfkit lays a text out line by line to measure it.
 */
type SharedFont = { source: PDFKit.Mixins.PDFFontSource; layouts: { words: object; lines: Map<string, number>; documents: number } };
const LAYOUT_DOCUMENTS = 500;
/** pdfkit's font in use (an EmbeddedFont); `layoutCache` is where it keeps word layouts, scaled to its units. */
type EmbeddedFontInternals = { layoutCache?: object };

/**
 * DejaVu Sans 2.37 (its licence beside them in ./fonts), the two faces only: the whole family's npm
 * package is 11.7 MB of the production install. The build copies ./fonts beside the server bundle.
 */
const fontFile = (name: string) => fileURLToPath(new URL(`./fonts/${name}`, import.meta.url));
const FONTS = { regular: parseFont(fontFile('DejaVuSans.ttf')), bold: parseFont(fontFile('DejaVuSans-Bold.ttf')) };
/** The code points DejaVu draws (its two faces cover the same). */
const DEJAVU_CHARACTERS = new Set((FONTS.regular.source as unknown as ParsedFont).characterSet);

/**
 * Droid Sans Fallback (Apache 2.0, ./fonts/LICENSE-DroidSansFallback): the Chinese characters and punctuation DejaVu
 * lacks; it has no Latin letters or digits, so a text is set in runs of the two. One face, for bold
 * too. Parsed on first use (a 4 MB file): a process that never prints Chinese never reads it.
 */
let fallbackFont: { font: SharedFont; characters: Set<number> } | undefined;
function fallback(): { font: SharedFont; characters: Set<number> } {
  if (!fallbackFont) {
    const font = parseFont(fontFile('DroidSansFallbackFull.ttf'));
    fallbackFont = { font, characters: new Set((font.source as unknown as ParsedFont).characterSet) };
  }
  return fallbackFont;
}

/** A piece of a text and whether it is set in the fallback font. */
type Run = { text: string; fallback: boolean };
/** A piece of a right-to-left document's line as drawn (`rightToLeft`: see VisualRun). */
type Piece = Run & { rightToLeft: boolean };
/** Only printable ASCII: DejaVu has every character, nothing to split (nearly every text of a Latin document). */
const PLAIN = /^[\x20-\x7e\n]*$/;

/**
 * A text in runs of the font that draws it: DejaVu, or the fallback for the characters DejaVu lacks and
 * it has (any other stays in DejaVu, drawn as its empty box, as before). One run for a text DejaVu draws.
 */
function runsOf(text: string): Run[] {
  if (PLAIN.test(text)) return [{ text, fallback: false }];
  const runs: Run[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    const inFallback = !DEJAVU_CHARACTERS.has(codePoint) && codePoint > 0x7f && fallback().characters.has(codePoint);
    const last = runs.at(-1);
    if (last && last.fallback === inFallback) last.text += character;
    else runs.push({ text: character, fallback: inFallback });
  }
  return runs;
}

/** A4 in points, with 50 pt (17.6 mm) margins; the footer, up to three small lines, sits in a taller bottom margin. */
const PAGE_MARGIN = 50;
const BOTTOM_MARGIN = 66;
const FOOTER_OFFSET = 48;
const BODY_SIZE = 9;
const SMALL_SIZE = 7;
const LINE_GAP = 1.5;
const TEXT_COLOR = '#1a1a1a';
const MUTED_COLOR = '#5f6368';
const RULE_COLOR = '#c4c7cc';
const HEADER_FILL = '#eef0f3';
const CELL_PADDING = 4;
/** The quiet zone around a QR code, in modules (ISO/IEC 18004: four). */
const QR_QUIET_ZONE = 4;

/** `link`: the text opens this address when clicked on screen. */
export type TextStyle = { size?: number; bold?: boolean; muted?: boolean; align?: 'left' | 'right' | 'center'; link?: string };
const TABLE_HEADER_STYLE: TextStyle = { size: 8, bold: true };
/** A horizontal band of the page: where a block starts and how wide it may be. */
export type Area = { x: number; width: number };
export type LabelValue = { label: string; value: string; bold?: boolean };
export type TableColumn = { header: string; width: number; align?: 'left' | 'right' };

export type PdfDocumentOptions = {
  /** The document's language (its /Lang): English unless told. */
  locale?: Locale;
  /** The document's title in its properties ("Invoice INV-2026-000001"). */
  title: string;
  /** When the document was issued: its creation and modification dates, so its bytes never depend on the clock. */
  issuedAt: Date;
  /** The line printed at the foot of every page, told the page's number and the page count. */
  footer: (page: { number: number; count: number }) => string;
};

/**
 * One document being laid out, top to bottom: each method draws at the current position (`y`) and
 * moves it below what it drew; `ensureSpace` starts a new page when the next block would not fit.
 */
export class PdfDocumentLayout {
  private readonly doc: PDFKit.PDFDocument;
  private readonly footer: PdfDocumentOptions['footer'];
  private readonly chunks: Buffer[] = [];
  private readonly ended: Promise<Buffer>;
  /** Arabic: the page is mirrored and lines are ordered right to left. */
  private readonly rightToLeft: boolean;

  constructor(options: PdfDocumentOptions) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: PAGE_MARGIN, left: PAGE_MARGIN, right: PAGE_MARGIN, bottom: BOTTOM_MARGIN },
      // No default font: pdfkit would read and parse Helvetica's metrics for every document (about a
      // millisecond), and every text here is set in DejaVu.
      font: '',
      // Pages are kept until the end so every footer can say "Page 1 of 2".
      bufferPages: true,
      lang: options.locale ?? SOURCE_LOCALE,
      displayTitle: true,
      info: {
        Title: options.title,
        Creator: '24WM',
        Producer: 'PDFKit',
        CreationDate: options.issuedAt,
        ModDate: options.issuedAt,
      },
    });
    this.footer = options.footer;
    this.rightToLeft = directionOf(options.locale ?? SOURCE_LOCALE) === 'rtl';
    // A viewer shows the pages of a right-to-left document side by side from the right (PDF 1.7, 12.2).
    // (pdfkit keeps the preferences as an object of their own: `displayTitle` above creates it.)
    if (this.rightToLeft) (this.doc as unknown as { _root: { data: { ViewerPreferences: { data: Record<string, unknown> } } } })._root.data.ViewerPreferences.data.Direction = 'R2L';
    // pdfkit creates a font's file when it ends the document, as an object (a reference) of its own.
    const ref = this.doc.ref.bind(this.doc);
    this.doc.ref = (data) => reuseDeflatedFontFile(ref(data));
    for (const [name, font] of Object.entries(FONTS)) {
      this.doc.registerFont(name, font.source);
      font.layouts.documents += 1;
      if (font.layouts.documents % LAYOUT_DOCUMENTS === 0) {
        font.layouts.words = Object.create(null) as object;
        font.layouts.lines.clear();
      }
    }
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.ended = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.style({});
  }

  /** The printable band between the side margins. */
  get content(): Area {
    return { x: PAGE_MARGIN, width: this.doc.page.width - 2 * PAGE_MARGIN };
  }

  get y(): number {
    return this.doc.y;
  }

  set y(value: number) {
    this.doc.y = value;
  }

  /** Moves down by `points`. */
  gap(points: number): void {
    this.doc.y += points;
  }

  /** Starts a new page unless `height` more points fit above the bottom margin. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  /** Draws `text` wrapped to the area at the current position and moves below it; returns the height used. */
  text(text: string, area: Area = this.content, style: TextStyle = {}): number {
    if (this.rightToLeft) return this.textRightToLeft(text, this.mirrored(area), { ...style, align: this.mirroredAlign(style.align) });
    const top = this.doc.y;
    const options = { width: area.width, align: style.align ?? 'left', lineGap: LINE_GAP, link: style.link };
    const runs = runsOf(text);
    if (runs.length === 1 && !runs[0]!.fallback) {
      this.style(style);
      this.doc.text(text, area.x, top, options);
    } else {
      // Each line a paragraph of its own (a line break inside continued pieces overprints). A line
      // that fits is set piece by piece where its alignment puts it (pdfkit would align each piece
      // on its own); a longer one wraps, left-aligned, as pdfkit's continued pieces, each in its font.
      for (const line of text.split('\n')) {
        const pieces = runsOf(line);
        const lineTop = this.doc.y;
        const widths = pieces.map((run) => {
          this.style(style, run.fallback);
          return this.doc.widthOfString(run.text);
        });
        const width = widths.reduce((sum, each) => sum + each, 0);
        if (width <= area.width) {
          const align = options.align;
          let x = align === 'right' ? area.x + area.width - width : align === 'center' ? area.x + (area.width - width) / 2 : area.x;
          pieces.forEach((run, index) => {
            this.style(style, run.fallback);
            this.doc.text(run.text, x, lineTop, { lineBreak: false, link: style.link });
            x += widths[index]!;
          });
          this.style(style);
          this.doc.y = lineTop + this.doc.currentLineHeight(true) + LINE_GAP;
        } else {
          pieces.forEach((run, index) => {
            this.style(style, run.fallback);
            const continued = index < pieces.length - 1;
            if (index === 0) this.doc.text(run.text, area.x, lineTop, { ...options, align: 'left', continued });
            else this.doc.text(run.text, { ...options, align: 'left', continued });
          });
        }
      }
    }
    return this.doc.y - top;
  }

  /**
   * How tall `text` would be in the width and style. A text measured before (`lines`) is not laid out
   * again: its height adds its lines to the current position and subtracts it, as pdfkit's
   * heightOfString does, so it is the same number to the last bit.
   */
  private heightOf(text: string, width: number, style: TextStyle = {}): number {
    if (this.rightToLeft) {
      const lines = this.wrapped(text, width, style).length;
      return lines * (this.doc.currentLineHeight(true) + LINE_GAP);
    }
    const runs = runsOf(text);
    if (runs.length > 1 || runs[0]!.fallback) return this.heightOfRuns(runs, width, style);
    const { font, size } = this.style(style);
    const key = `${size} ${width} ${text}`;
    const lineHeight = this.doc.currentLineHeight(true) + LINE_GAP;
    const lines = font.layouts.lines.get(key);
    if (lines === undefined) {
      const height = this.doc.heightOfString(text, { width, lineGap: LINE_GAP });
      font.layouts.lines.set(key, Math.round(height / lineHeight));
      return height;
    }
    const top = this.doc.y;
    let bottom = top;
    for (let line = 0; line < lines; line += 1) bottom += lineHeight;
    return bottom - top;
  }

  /**
   * How tall a text in runs of two fonts would be: its lines by the runs' widths together, with a
   * tenth more for what wrapping at word ends leaves over (pdfkit measures one font at a time).
   */
  private heightOfRuns(runs: readonly Run[], width: number, style: TextStyle): number {
    let lines = 1;
    let line = 0;
    for (const run of runs) {
      this.style(style, run.fallback);
      for (const [index, part] of run.text.split('\n').entries()) {
        if (index > 0) {
          lines += Math.ceil((line * 1.1) / width) || 1;
          line = 0;
        }
        line += this.doc.widthOfString(part);
      }
    }
    lines += Math.max(Math.ceil((line * 1.1) / width), 1) - 1;
    this.style(style);
    return lines * (this.doc.currentLineHeight(true) + LINE_GAP);
  }

  /** A document title, large and bold. */
  heading(text: string, area: Area = this.content): void {
    this.text(text, area, { size: 20, bold: true });
  }

  /** A block of lines under a small muted title ("Seller", then its name, bold, and address). */
  block(title: string, lines: readonly string[], area: Area): void {
    this.text(title.toUpperCase(), area, { size: SMALL_SIZE, bold: true, muted: true });
    this.gap(2);
    lines.forEach((line, index) => this.text(line, area, { bold: index === 0 }));
  }

  /**
   * Labels and their values side by side, one pair a row, the label column `labelWidth` wide.
   * Values align left (dates, numbers) or right (a column of amounts).
   */
  labelValues(rows: readonly LabelValue[], area: Area, options: { labelWidth: number; valueAlign?: 'left' | 'right' }): void {
    const valueArea = { x: area.x + options.labelWidth, width: area.width - options.labelWidth };
    for (const row of rows) {
      this.ensureSpace(Math.max(this.heightOf(row.label, options.labelWidth - CELL_PADDING), this.heightOf(row.value, valueArea.width)));
      const rowTop = this.doc.y;
      const labelHeight = this.text(row.label, { x: area.x, width: options.labelWidth - CELL_PADDING }, { muted: !row.bold, bold: row.bold });
      this.doc.y = rowTop;
      const valueHeight = this.text(row.value, valueArea, { bold: row.bold, align: options.valueAlign ?? 'left' });
      this.doc.y = rowTop + Math.max(labelHeight, valueHeight) + 1;
    }
  }

  /**
   * Blocks side by side from the current position, each in its share of the content width (`widths`
   * add up to 1); the position ends below the tallest.
   */
  columns(widths: readonly number[], draw: readonly ((area: Area) => void)[], gutter = 24): void {
    const top = this.doc.y;
    const { x, width } = this.content;
    const usable = width - gutter * (widths.length - 1);
    let left = x;
    let bottom = top;
    widths.forEach((share, index) => {
      const area = { x: left, width: usable * share };
      this.doc.y = top;
      draw[index]?.(area);
      bottom = Math.max(bottom, this.doc.y);
      left += area.width + gutter;
    });
    this.doc.y = bottom;
  }

  /**
   * A document's totals in the right part of the page (`share` of the content width), amounts
   * right-aligned and labels taking `labelShare` of that part: the amounts, a rule, the total; a
   * `note` stands a little apart under the total (an invoice's totals, a statement's balance).
   */
  totals(amounts: readonly LabelValue[], total: LabelValue, options: { share: number; labelShare: number; note?: LabelValue }): void {
    this.columns(
      [1 - options.share, options.share],
      [
        () => undefined,
        (area) => {
          const layout = { labelWidth: area.width * options.labelShare, valueAlign: 'right' } as const;
          this.labelValues(amounts, area, layout);
          this.gap(2);
          this.rule(area);
          this.labelValues([total], area, layout);
          if (options.note) {
            this.gap(8);
            this.labelValues([options.note], area, layout);
          }
        },
      ],
    );
  }

  /** A thin horizontal rule across the area, then a little space. */
  rule(area: Area = this.content): void {
    const y = this.doc.y;
    area = this.mirrored(area);
    this.doc.moveTo(area.x, y).lineTo(area.x + area.width, y).lineWidth(0.5).strokeColor(RULE_COLOR).stroke();
    this.gap(6);
  }

  /**
   * A table across the content width; column widths are shares of it. A row that does not fit goes
   * to a new page, which repeats the header, so every page of a long invoice says what its columns are.
   * The last row keeps `keepWithLastRow` points below it on its page (the totals), so what follows
   * the table never starts a page alone.
   */
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[], keepWithLastRow = 0): void {
    const { x, width } = this.content;
    const cells = columns.map((column, index) => {
      const left = x + width * columns.slice(0, index).reduce((sum, { width: share }) => sum + share, 0);
      return { ...column, left, cellWidth: width * column.width - 2 * CELL_PADDING };
    });
    const rowHeight = (texts: readonly string[], style: TextStyle) =>
      Math.max(...cells.map((cell, index) => this.heightOf(texts[index] ?? '', cell.cellWidth, style))) + 2 * CELL_PADDING;
    const drawRow = (texts: readonly string[], style: TextStyle, height: number) => {
      const top = this.doc.y;
      cells.forEach((cell, index) => {
        this.doc.y = top + CELL_PADDING;
        this.text(texts[index] ?? '', { x: cell.left + CELL_PADDING, width: cell.cellWidth }, { ...style, align: cell.align ?? 'left' });
      });
      this.doc.y = top + height;
    };
    const headers = columns.map((column) => column.header);
    const headerHeight = rowHeight(headers, TABLE_HEADER_STYLE);
    const drawHeader = () => {
      this.doc.rect(x, this.doc.y, width, headerHeight).fill(HEADER_FILL);
      drawRow(headers, TABLE_HEADER_STYLE, headerHeight);
    };

    this.ensureSpace(headerHeight + rowHeight(rows[0] ?? [], {}));
    drawHeader();
    rows.forEach((row, index) => {
      const height = rowHeight(row, {});
      const kept = index === rows.length - 1 ? keepWithLastRow : 0;
      if (this.doc.y + height + kept > this.bottom) {
        this.doc.addPage();
        drawHeader();
      }
      drawRow(row, {}, height);
      this.doc.moveTo(x, this.doc.y).lineTo(x + width, this.doc.y).lineWidth(0.5).strokeColor(RULE_COLOR).stroke();
    });
  }

  /**
   * A QR code of `text` at error correction level M: the symbol `size` points square with its top-left
   * corner at (x, y). Returns the width of its quiet zone (ISO/IEC 18004: four modules), which the
   * caller keeps blank around it: the symbol aligns with the text beside it, the margin stays clear.
   * Each row's runs of dark modules are one rectangle each.
   */
  qrCode(text: string, x: number, y: number, size: number): number {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const moduleSize = size / modules.size;
    x = this.mirrored({ x, width: size }).x;
    for (let row = 0; row < modules.size; row += 1) {
      let column = 0;
      while (column < modules.size) {
        if (!modules.get(row, column)) {
          column += 1;
          continue;
        }
        const start = column;
        while (column < modules.size && modules.get(row, column)) column += 1;
        this.doc.rect(x + start * moduleSize, y + row * moduleSize, (column - start) * moduleSize, moduleSize);
      }
    }
    this.doc.fill('#000000');
    return QR_QUIET_ZONE * moduleSize;
  }

  /**
   * Writes every page's footer, ends the document and gives its bytes. The footers are written before
   * it answers (synchronously), so called inside `inLanguage` they are in the document's language, its
   * dates and numbers too; the bytes come after.
   */
  async toBuffer(): Promise<Buffer> {
    const { start, count } = this.doc.bufferedPageRange();
    for (let index = start; index < start + count; index += 1) {
      this.doc.switchToPage(index);
      const { page } = this.doc;
      // The footer sits in the bottom margin, where pdfkit would otherwise break to a new page.
      const bottomMargin = page.margins.bottom;
      page.margins.bottom = 0;
      this.doc.y = page.height - FOOTER_OFFSET;
      this.text(this.footer({ number: index - start + 1, count }), this.content, { size: SMALL_SIZE, muted: true, align: 'center' });
      page.margins.bottom = bottomMargin;
    }
    this.doc.end();
    return this.ended;
  }

  /**
   * Where an area given from the start edge is on the page: itself, or in a right-to-left document its
   * mirror image across the page's middle (the content band mirrors onto itself).
   */
  private mirrored(area: Area): Area {
    return this.rightToLeft ? { x: this.doc.page.width - area.x - area.width, width: area.width } : area;
  }

  /** A text's alignment on the page: a right-to-left document starts its lines at the right. */
  private mirroredAlign(align: TextStyle['align'] = 'left'): TextStyle['align'] {
    if (!this.rightToLeft || align === 'center') return align;
    return align === 'left' ? 'right' : 'left';
  }

  /**
   * Draws `text` in a right-to-left document: wrapped to the area (already on the page), each line's
   * pieces in the order the bidirectional algorithm gives, placed as the alignment says.
   */
  private textRightToLeft(text: string, area: Area, style: TextStyle): number {
    const top = this.doc.y;
    for (const line of this.wrapped(text, area.width, style)) {
      const lineTop = this.doc.y;
      const pieces = this.piecesOf(line.text, line.direction);
      const widths = pieces.map((piece) => this.widthOfPiece(piece, style));
      const width = widths.reduce((sum, each) => sum + each, 0);
      let x = style.align === 'left' ? area.x : style.align === 'center' ? area.x + (area.width - width) / 2 : area.x + area.width - width;
      pieces.forEach((piece, index) => {
        this.style(style, piece.fallback);
        // Laid out whole (pdfkit's `features` skips its word by word layout), so fontkit reverses the run's words too.
        this.doc.text(piece.text, x, lineTop, { lineBreak: false, link: style.link, features: piece.rightToLeft ? [] : undefined });
        x += widths[index]!;
      });
      this.style(style);
      this.doc.y = lineTop + this.doc.currentLineHeight(true) + LINE_GAP;
    }
    return this.doc.y - top;
  }

  /** A line's pieces left to right as drawn, each in the font that draws it. */
  private piecesOf(line: string, direction: 'ltr' | 'rtl'): Piece[] {
    return visualRuns(line, direction).flatMap((run): Piece[] =>
      run.rightToLeft ? [{ ...run, fallback: false }] : runsOf(run.text).map((piece) => ({ ...piece, rightToLeft: false })),
    );
  }

  private widthOfPiece(piece: Piece, style: TextStyle): number {
    this.style(style, piece.fallback);
    return this.doc.widthOfString(piece.text, piece.rightToLeft ? { features: [] } : {});
  }

  /**
   * The lines `text` takes in `width` in a right-to-left document, in reading order, each with its
   * paragraph's direction: its own lines, each broken after the last space that fits (a word wider
   * than the width, at the last character that fits), measured as drawn.
   */
  private wrapped(text: string, width: number, style: TextStyle): { text: string; direction: 'ltr' | 'rtl' }[] {
    if (text === '') return [];
    const widthOf = (line: string) => this.piecesOf(line.trimEnd(), 'rtl').reduce((sum, piece) => sum + this.widthOfPiece(piece, style), 0);
    const lines: { text: string; direction: 'ltr' | 'rtl' }[] = [];
    for (const paragraph of text.split('\n')) {
      const direction = paragraphDirection(paragraph, 'rtl');
      let line = '';
      for (const word of paragraph.split(/(?<= )/)) {
        if (widthOf(line + word) <= width) {
          line += word;
          continue;
        }
        if (line !== '') lines.push({ text: line.trimEnd(), direction });
        line = '';
        for (const character of word) {
          if (line !== '' && widthOf(line + character) > width) {
            lines.push({ text: line, direction });
            line = '';
          }
          line += character;
        }
      }
      lines.push({ text: line.trimEnd(), direction });
    }
    this.style(style);
    return lines;
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Sets the font, size and colour of the text drawn or measured next; gives the font and size. */
  private style({ size = BODY_SIZE, bold = false, muted = false }: TextStyle, inFallback = false): { font: SharedFont; size: number } {
    const face = inFallback ? 'fallback' : bold ? 'bold' : 'regular';
    const font = inFallback ? this.fallbackFont() : FONTS[face as keyof typeof FONTS];
    this.doc
      .font(face)
      .fontSize(size)
      .fillColor(muted ? MUTED_COLOR : TEXT_COLOR);
    (this.doc as unknown as { _font: EmbeddedFontInternals })._font.layoutCache = font.layouts.words;
    return { font, size };
  }

  private fallbackRegistered = false;
  /** The fallback font, registered with this document the first time it sets a run in it. */
  private fallbackFont(): SharedFont {
    const { font } = fallback();
    if (!this.fallbackRegistered) {
      this.doc.registerFont('fallback', font.source);
      this.fallbackRegistered = true;
    }
    return font;
  }
}
