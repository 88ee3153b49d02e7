import { describe, expect, it } from "vitest";
import { parsePhotoFileName, photoUrl, photoWidths } from "#shared/photos/photo-sizes";
import { sniffPhotoType } from "#shared/photos/photo-type";

const ftyp = (major: string, ...compatible: string[]) => {
  const box = Buffer.alloc(16 + 4 * compatible.length);
  box.writeUInt32BE(box.length, 0);
  box.write(`ftyp${major}`, 4, "latin1");
  compatible.forEach((brand, index) => box.write(brand, 16 + 4 * index, "latin1"));
  return box;
};

describe("sniffPhotoType (from the bytes, not the name)", () => {
  it.each([
    ["jpeg", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ["png", Buffer.from("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", "latin1")],
    ["webp", Buffer.from("RIFF\x10\0\0\0WEBPVP8 ", "latin1")],
    ["avif", ftyp("avif", "mif1", "miaf")],
    ["avif", ftyp("mif1", "avif")],
    ["heic", ftyp("heic", "mif1", "heic")],
    ["heic", ftyp("mif1", "heic")],
  ])("%s", (type, bytes) => expect(sniffPhotoType(bytes)).toBe(type));

  it("names other types", () => {
    expect(sniffPhotoType(Buffer.from("GIF89a....."))).toEqual({ other: "GIF" });
    expect(sniffPhotoType(Buffer.from("%PDF-1.7 ..."))).toEqual({ other: "PDF" });
    expect(sniffPhotoType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({ other: "SVG" });
    expect(sniffPhotoType(Buffer.from("hello"))).toEqual({ other: "a file that is not a photo" });
  });
});

describe("photo widths and URLs", () => {
  it("never enlarges", () => {
    expect(photoWidths(4000)).toEqual([480, 960, 1600]);
    expect(photoWidths(1200)).toEqual([480, 960]);
    expect(photoWidths(300)).toEqual([300]);
  });

  it("reads back the URL it makes, and nothing else", () => {
    const id = "7d0f9a52-8c1e-4b7e-9d55-0c6f4b1f2a3e";
    expect(parsePhotoFileName(photoUrl(id, "0123456789abcdef", 960, "jpeg").slice("/media/".length))).toEqual({
      photoId: id,
      hash: "0123456789abcdef",
      width: 960,
      format: "jpeg",
    });
    expect(parsePhotoFileName(`${id}-0123456789abcdef-960.gif`)).toBeNull();
    expect(parsePhotoFileName(`../${id}-0123456789abcdef-960.jpg`)).toBeNull();
  });
});
