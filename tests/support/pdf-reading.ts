import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

// PDFs read back as a reader would (poppler's pdffonts, pdftotext, pdfinfo) and looked at as a
// picture (pdftoppm), in a folder of the calling suite's own, removed after it.

export function pdfReader(prefix: string) {
  const folder = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const run = (command: string, ...args: string[]) => execFileSync(command, args, { encoding: "utf8" });
  /** Writes `bytes` as `name` in the folder; answers its path. */
  const save = (name: string, bytes: Buffer) => {
    const file = path.join(folder, name);
    writeFileSync(file, bytes);
    return file;
  };

  /** Page 1 drawn at `dpi` in grey (PGM): how many of its pixels are dark. */
  function darkPixels(file: string, dpi = 72): number {
    const out = path.join(folder, path.basename(file, ".pdf"));
    run("pdftoppm", "-r", String(dpi), "-gray", "-f", "1", "-l", "1", "-singlefile", file, out);
    const pgm = readFileSync(`${out}.pgm`);
    // P5 header: magic, width, height, maximum, each followed by one whitespace byte.
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(
      pgm.subarray(0, 50).toString("latin1"),
    ) as RegExpExecArray;
    const pixels = pgm.subarray(header[0].length);
    let dark = 0;
    for (const value of pixels) if (value < 128) dark++;
    return dark;
  }

  /** The file's fonts, one line each: name, type, encoding, emb, sub, uni, object, id. */
  const fonts = (file: string) => run("pdffonts", file).trim().split("\n").slice(2);

  return {
    run,
    save,
    darkPixels,
    fonts,
    /** Its words, laid out as on the page. */
    text: (file: string) => run("pdftotext", "-layout", file, "-"),
    pages: (file: string) => Number(/Pages:\s+(\d+)/.exec(run("pdfinfo", file))?.[1]),
  };
}
