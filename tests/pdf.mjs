// Reading what Chromium's `page.pdf` wrote, with no PDF library: the
// number of pages, and the fill colours its pages paint (each content
// stream inflated), so a test can tell that a board's squares print
// without background graphics.
import { constants, inflateSync } from 'node:zlib';

/** How many pages the PDF has. */
export function pageCount(pdf) {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) || []).length;
}

/** The page content streams, inflated, as text. */
export function contents(pdf) {
  const out = [];
  const text = pdf.toString('latin1');
  const re = /stream\r?\n/g;
  let m;
  while ((m = re.exec(text))) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const dict = text.slice(text.lastIndexOf('<<', m.index), m.index);
    if (!/\/Filter/.test(dict)) {
      out.push(text.slice(start, end));
    } else if (/\/FlateDecode/.test(dict) && !/\/Subtype \/Image/.test(dict)) {
      try {
        // Lenient: the bytes end with the line break before `endstream`.
        out.push(inflateSync(pdf.subarray(start, end), { finishFlush: constants.Z_SYNC_FLUSH }).toString('latin1'));
      } catch {
        // Not readable here: left out.
      }
    }
    // Past `endstream`, which itself ends in „stream”.
    re.lastIndex = end + 'endstream'.length;
  }
  return out.join('\n');
}

/** How often the colour `#rrggbb` is set as a fill (`r g b rg`). */
export function fills(pdf, hex) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const near = (x, y) => Math.abs(Number(x) - y) < 0.003;
  let n = 0;
  for (const [, x, y, z] of contents(pdf).matchAll(/([\d.]+) ([\d.]+) ([\d.]+) rg/g)) {
    if (near(x, r) && near(y, g) && near(z, b)) n++;
  }
  return n;
}

/** The RGB images the PDF holds (Chromium rasterises parts of a page, a
 * board among them): `{ width, height, rgb }`, their pixels inflated. */
export function images(pdf) {
  const text = pdf.toString('latin1');
  const out = [];
  const re = /<<([^>]*\/Subtype \/Image[^>]*)>>\s*stream\r?\n/g;
  let m;
  while ((m = re.exec(text))) {
    const dict = m[1];
    if (!/\/ColorSpace \/DeviceRGB/.test(dict) || !/\/FlateDecode/.test(dict) || /\/DecodeParms/.test(dict)) continue;
    const width = Number(dict.match(/\/Width (\d+)/)[1]);
    const height = Number(dict.match(/\/Height (\d+)/)[1]);
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    re.lastIndex = end + 'endstream'.length;
    try {
      const rgb = inflateSync(pdf.subarray(start, end), { finishFlush: constants.Z_SYNC_FLUSH });
      if (rgb.length >= width * height * 3) out.push({ width, height, rgb });
    } catch {
      // Not readable here: left out.
    }
  }
  return out;
}

/** How many pixels of the PDF's images, and vector fills, are `#rrggbb`
 * (within a few steps): a board printed with its squares has many. */
export function painted(pdf, hex) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let n = fills(pdf, hex);
  for (const { width, height, rgb } of images(pdf)) {
    for (let i = 0; i < width * height * 3; i += 3) {
      if (Math.abs(rgb[i] - r) < 6 && Math.abs(rgb[i + 1] - g) < 6 && Math.abs(rgb[i + 2] - b) < 6) n++;
    }
  }
  return n;
}

/** Each page's shown text runs, in drawing order, as the PDF writes them
 * (glyph codes of the embedded fonts: compare runs, do not read them). */
export function pageTexts(pdf) {
  const text = pdf.toString('latin1');
  const object = (n) => {
    const at = text.search(new RegExp(`(^|\\s)${n} 0 obj`));
    const start = text.indexOf('stream', at) + 'stream'.length;
    const from = text[start] === '\r' ? start + 2 : start + 1;
    const end = text.indexOf('endstream', from);
    const dict = text.slice(at, start);
    const raw = pdf.subarray(from, end);
    return /\/FlateDecode/.test(dict)
      ? inflateSync(raw, { finishFlush: constants.Z_SYNC_FLUSH }).toString('latin1')
      : raw.toString('latin1');
  };
  const pages = [...text.matchAll(/\/Type\s*\/Page[^s][^]*?\/Contents (\d+) 0 R/g)].map((m) => m[1]);
  return pages.map((n) => [...object(n).matchAll(/<([0-9A-Fa-f]+)>\s*Tj|\[([^\]]*)\]\s*TJ/g)].map((m) => m[1] ?? m[2]));
}
