// Build step: writes brotli (.br) and gzip (.gz) copies of the browser build's text assets beside
// them, which the server sends to browsers that accept them (@fastify/static `preCompressed`).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "../dist/client");
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

const started = performance.now();
let count = 0;
for (const file of filesUnder(root).filter((f) => COMPRESSIBLE.test(f) && !f.includes(`${path.sep}.vite${path.sep}`))) {
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`Compressed ${count} assets (brotli and gzip) in ${((performance.now() - started) / 1000).toFixed(1)}s`);
