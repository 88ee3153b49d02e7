// `npm run bench:photos`: a camera-size photo (4000 x 3000 JPEG at quality 92, made here with
// sharp: a gradient with sensor-like noise, so it compresses like a real one) resized as an upload
// is (src/server/photos/photo-resize.ts); prints the time and the bytes each file a post's cover
// is loaded as saves against the original. A figure, not a test.
import { resizePhoto } from "#server/photos/photo-resize";
import sharp from "sharp";

const [WIDTH, HEIGHT, CHANNELS] = [4000, 3000, 3] as const;

function cameraPixels(): Buffer {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * CHANNELS);
  let seed = 1;
  // A fixed pseudo-random sequence: the same photo, and so the same figures, on every run.
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 25) - 12;
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const at = (y * WIDTH + x) * CHANNELS;
      const shade = 128 + 100 * Math.sin(x / 300) * Math.cos(y / 200);
      pixels[at] = shade + noise();
      pixels[at + 1] = (y * 255) / HEIGHT + noise();
      pixels[at + 2] = (x * 255) / WIDTH + noise();
    }
  return pixels;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0).padStart(6)} KB`;

const original = await sharp(cameraPixels(), { raw: { width: WIDTH, height: HEIGHT, channels: CHANNELS } })
  .jpeg({ quality: 92 })
  .toBuffer();
const started = performance.now();
const resized = await resizePhoto(original);
const seconds = (performance.now() - started) / 1000;

console.log(`original  ${WIDTH} x ${HEIGHT} JPEG ${kb(original.length)}`);
console.log(`resize    ${resized.files.length} files in ${seconds.toFixed(1)} s (one photo, this machine)`);
// A cover is drawn 100vw on a phone and 760 px beside the sidebar (POST_PHOTO_SIZES): a phone
// (412 px at 1.75x, Lighthouse's) and a 1x desktop pick the 960 px file, a 2x desktop the 1600.
console.log("phone (412 px at 1.75x) and desktop at 1x: 960 px; desktop at 2x: 1600 px");
for (const file of resized.files.filter((each) => each.width === 960 || each.width === 1600)) {
  const saved = original.length - file.bytes.length;
  console.log(
    `${file.format.padEnd(5)} ${file.width} x ${file.height} ${kb(file.bytes.length)}  saves ${kb(saved)} (${((saved / original.length) * 100).toFixed(1)}%)`,
  );
}
const total = resized.files.reduce((sum, file) => sum + file.bytes.length, 0);
console.log(`all ${resized.files.length} files kept: ${kb(total)} (the original is not kept)`);
