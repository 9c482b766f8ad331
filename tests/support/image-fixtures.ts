import { crc32 } from "node:zlib";
import sharp from "sharp";

// Real pictures for upload tests, made with sharp: a phone-like JPEG with its owner's
// location in EXIF, and a tiny PNG that declares a huge size (a decompression bomb).

const GPS_EXIF = {
  IFD0: { Make: "TestPhone", Model: "Camera 1" },
  // Cape Town: what a phone writes for a picture taken there.
  IFD3: {
    GPSLatitudeRef: "S",
    GPSLatitude: "33/1 55/1 0/1",
    GPSLongitudeRef: "E",
    GPSLongitude: "18/1 25/1 0/1",
  },
};

export async function photo(
  width: number,
  height: number,
  format: "jpeg" | "png" | "webp" = "jpeg",
): Promise<Uint8Array<ArrayBuffer>> {
  const canvas = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });
  // Something to resize besides a flat colour, where there is room for it.
  const label = { input: { text: { text: "Shop front", width: Math.round(width / 2) } }, gravity: "centre" };
  const image = (width >= 200 ? canvas.composite([label]) : canvas)[format]().withExif(GPS_EXIF);
  return new Uint8Array(await image.toBuffer());
}

/** What a served picture carries besides its pixels. */
export async function metadataOf(bytes: Uint8Array) {
  const meta = await sharp(bytes).metadata();
  const text = Buffer.from(bytes).toString("latin1");
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    exif: meta.exif !== undefined || text.includes("Exif\0\0"),
    xmp: meta.xmp !== undefined,
    iptc: meta.iptc !== undefined,
    mentionsCamera: text.includes("TestPhone"),
  };
}

/** A valid 1×1 PNG whose header claims `width` × `height` pixels. */
export async function pngDeclaring(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "white" } })
      .png()
      .toBuffer(),
  );
  // IHDR starts at byte 8: length (4), "IHDR" (4), width (4), height (4), ..., CRC after 13 bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return new Uint8Array(png);
}
