// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the client build, so
// the server sends compressed bytes without compressing on each request (serveStatic's
// `precompressed` option picks the copy the browser accepts). Runs after `react-router build`.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const CLIENT_DIR = "build/client";
const TEXT_FILE = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;
// Below this size the saving does not pay for the extra file.
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
for (const entry of readdirSync(CLIENT_DIR, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (!entry.isFile() || !TEXT_FILE.test(entry.name) || file.includes(`${path.sep}.vite${path.sep}`))
    continue;
  const bytes = readFileSync(file);
  if (bytes.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  files++;
  before += bytes.length;
  after += brotli.length;
}
console.log(
  `Precompressed ${files} files: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB as brotli.`,
);
