import { describe, expect, it } from 'vitest';
import { DEMO_WAREHOUSES, warehousePictureSvg } from './demo-content';

/**
 * Cards and the detail page show a 3:2 picture cropped to 4:3 (object-cover, centred), which cuts
 * off the sides: text drawn near an edge was read as "jibouti" (issue #37). Every text in every demo
 * picture must lie inside that box, and none is a caption (the city, which the page prints anyway).
 */

const WIDTH = 1200;
const HEIGHT = 800;
const CROP_LEFT = (WIDTH - (HEIGHT * 4) / 3) / 2;
const CROP_RIGHT = WIDTH - CROP_LEFT;
/** Bold DejaVu Sans is about 0.62 em per character; a little more, to be safe. */
const EM_PER_CHARACTER = 0.65;

type DrawnText = { x: number; anchor: string; fontSize: number; content: string };

function textsOf(svg: string): DrawnText[] {
  return [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].map(([, attributes, content]) => {
    const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attributes!)?.[1];
    return { x: Number(attribute('x')), anchor: attribute('text-anchor') ?? 'start', fontSize: Number(attribute('font-size')), content: content! };
  });
}

function extentOf(text: DrawnText): [number, number] {
  const width = [...text.content].length * text.fontSize * EM_PER_CHARACTER;
  if (text.anchor === 'middle') return [text.x - width / 2, text.x + width / 2];
  if (text.anchor === 'end') return [text.x - width, text.x];
  return [text.x, text.x + width];
}

describe('demo warehouse pictures', () => {
  it('draw every text inside the 4:3 box the pages crop to, and no caption', () => {
    let texts = 0;
    for (const [index, warehouse] of DEMO_WAREHOUSES.entries()) {
      for (let picture = 0; picture < warehouse.imageCount; picture++) {
        for (const text of textsOf(warehousePictureSvg(warehouse, index, picture))) {
          texts += 1;
          const [left, right] = extentOf(text);
          const where = `${warehouse.name}, picture ${picture + 1}: "${text.content}"`;
          expect(left, where).toBeGreaterThanOrEqual(CROP_LEFT);
          expect(right, where).toBeLessThanOrEqual(CROP_RIGHT);
          expect(text.content, where).not.toBe(warehouse.city);
        }
      }
    }
    // The signs and door numbers are there to be checked.
    expect(texts).toBeGreaterThan(DEMO_WAREHOUSES.length);
  });
});
