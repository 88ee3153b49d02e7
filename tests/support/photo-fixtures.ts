import sharp from "sharp";

/**
 * A camera-like JPEG: stored sideways (EXIF orientation 6, so it is `height` wide when upright),
 * with the camera's make and model and a GPS position in its EXIF. A gradient, so encoders have
 * detail to keep.
 */
export async function cameraJpeg(width: number, height: number): Promise<Buffer> {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = ((x ^ y) & 0xff) / 2;
    }
  return sharp(pixels, { raw: { width, height, channels } })
    .withExif({
      IFD0: { Make: "TestCam", Model: "X100" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "39/1 44/1 2/1", GPSLongitudeRef: "W", GPSLongitude: "104/1 59/1 3/1" },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** The first bytes of an iPhone HEIC (an ISO media file of brand "heic"): enough to be sniffed. */
export function heicHeader(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write("ftypheic", 4, "latin1");
  ftyp.write("mif1heic", 16, "latin1");
  return Buffer.concat([ftyp, Buffer.alloc(1000)]);
}
