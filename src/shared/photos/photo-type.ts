/** The photo types an upload may be, as sniffed from its first bytes (never from a name or header). */
export type PhotoType = "jpeg" | "png" | "webp" | "avif";

export type SniffedType = PhotoType | "heic" | { other: string };

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** ISO media file brands: AVIF is read by the site's image library; HEVC-coded HEIC is not. */
const AVIF_BRANDS = new Set(["avif", "avis"]);
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

/** The brands of an ISO media file's `ftyp` box (major, then compatible), or null when it has none. */
function isoBrands(bytes: Uint8Array): string[] | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return null;
  const boxSize = Math.min(((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/** Other types people try to upload, named in the refusal. */
const OTHER_SIGNATURES: [string, (bytes: Uint8Array) => boolean][] = [
  ["GIF", (b) => ascii(b, 0, 4) === "GIF8"],
  ["PDF", (b) => ascii(b, 0, 5) === "%PDF-"],
  ["TIFF", (b) => ["II*\0", "MM\0*"].includes(ascii(b, 0, 4))],
  ["BMP", (b) => ascii(b, 0, 2) === "BM"],
  ["SVG", (b) => /^\s*(<\?xml[^>]*>\s*)?<svg/i.test(ascii(b, 0, 200))],
];

/** What `bytes` are: a photo type the site takes, HEIC, or another type (named when known). */
export function sniffPhotoType(bytes: Uint8Array): SniffedType {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  const brands = isoBrands(bytes);
  if (brands) {
    if (AVIF_BRANDS.has(brands[0]!)) return "avif";
    if (HEIC_BRANDS.has(brands[0]!)) return brands.some((brand) => AVIF_BRANDS.has(brand)) ? "avif" : "heic";
    return { other: `an ISO media file (${brands[0]!.trim()})` };
  }
  const known = OTHER_SIGNATURES.find(([, matches]) => matches(bytes));
  return { other: known ? known[0] : "a file that is not a photo" };
}
