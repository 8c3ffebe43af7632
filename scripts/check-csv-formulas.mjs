// Whether a spreadsheet would take a cell of the class's CSV for a formula:
// LibreOffice Calc (headless) reads the CSV as a teacher's double click
// would (`;` between fields, `"` around them, UTF-8) and writes it as
// .xlsx; every cell that became a formula has an <f> element in the
// sheet's XML, and is listed.
//
//   node scripts/check-csv-formulas.mjs clasa-2026-12-07.csv
//
// Exit 0: no formula; 1: formulas (listed); 2: the conversion failed;
// 77: LibreOffice is not installed (`apt-get install -y
// libreoffice-calc-nogui`), so nothing was checked. The class page's
// browser test (tests/e2e/class-robust.spec.mjs) imports `formulasOf` and
// skips this check without LibreOffice: the test suite does not need it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inflateRawSync } from 'node:zlib';

/** Whether `soffice` is on the PATH. */
export function sofficeAvailable() {
  return spawnSync('soffice', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** One file of a zip archive (an .xlsx), read through its central directory. */
function unzipEntry(zip, wanted) {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip file');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (name === wanted) {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      return method === 0 ? data : inflateRawSync(data);
    }
    at += 46 + nameLength + extra + comment;
  }
  throw new Error(`${wanted} is not in the archive`);
}

const ENTITIES = { quot: '"', apos: "'", lt: '<', gt: '>', amp: '&' };
const unescapeXml = (text) => text.replace(/&(quot|apos|lt|gt|amp);/g, (_, e) => ENTITIES[e]);

/** The cells of `csvPath` that LibreOffice Calc reads as formulas, as
 * `A2: HYPERLINK(…)`; [] when none. Throws when the conversion fails. */
export function formulasOf(csvPath) {
  const dir = mkdtempSync(join(tmpdir(), 'csv-formulas-'));
  try {
    const csv = join(dir, 'clasa.csv');
    copyFileSync(csvPath, csv);
    // A profile of its own: two conversions at once do not share one.
    const run = spawnSync('soffice', [`-env:UserInstallation=${pathToFileURL(join(dir, 'profile')).href}`,
      '--headless', '--infilter=CSV:59,34,76,1', '--convert-to', 'xlsx', '--outdir', dir, csv],
    { encoding: 'utf8', timeout: 120_000 });
    let zip;
    try {
      zip = readFileSync(join(dir, 'clasa.xlsx'));
    } catch {
      throw new Error(`soffice did not convert ${basename(csvPath)}: ${run.stderr || run.stdout || run.error}`);
    }
    const sheet = unzipEntry(zip, 'xl/worksheets/sheet1.xml').toString('utf8');
    const cells = [...sheet.matchAll(/<c r="([A-Z]+\d+)"[^>]*>(.*?)<\/c>/g)];
    return cells.filter(([, , inner]) => /<f[ >]/.test(inner))
      .map(([, ref, inner]) => `${ref}: ${unescapeXml(inner.match(/<f[^>]*>(.*?)<\/f>/)?.[1] ?? '')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node scripts/check-csv-formulas.mjs <file.csv>');
    process.exit(2);
  }
  if (!sofficeAvailable()) {
    console.log('LibreOffice (soffice) is not installed: nothing checked.');
    process.exit(77);
  }
  let formulas;
  try {
    formulas = formulasOf(file);
  } catch (e) {
    console.error(e.message);
    process.exit(2);
  }
  if (formulas.length > 0) {
    console.log(`${formulas.length} cell(s) of ${file} are formulas to LibreOffice Calc:`);
    for (const f of formulas) console.log(`  ${f}`);
    process.exit(1);
  }
  console.log(`No cell of ${file} is a formula to LibreOffice Calc.`);
}
