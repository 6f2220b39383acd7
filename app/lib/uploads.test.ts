import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fileOf,
  makeImage,
  svgImage,
  textPretendingToBeJpeg,
  tinyPdf,
} from "../../tests/fixtures/upload-files";
import { HttpError } from "./http.server";
import { createDiskStorage, type FileStorage } from "./storage.server";
import {
  deleteStoredFiles,
  encodeImage,
  formFiles,
  inspectImage,
  inspectPdf,
  readFormData,
  storedVariants,
  storeImage,
  storePdf,
  UploadError,
} from "./uploads.server";

const MB = 1024 * 1024;
const INVALID = "Please select a valid image file";

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

describe("readFormData", () => {
  const formRequest = (form: FormData) => new Request("http://test/upload", { method: "POST", body: form });

  it("parses a multipart form and treats an empty file input as nothing sent", async () => {
    const form = new FormData();
    form.append("title", "Spiti");
    form.append("image_url", new File([], "", { type: "application/octet-stream" }));
    form.append("gallery_images", fileOf(Buffer.from("x"), "a.jpg"));
    const parsed = await readFormData(formRequest(form));
    expect(parsed.get("title")).toBe("Spiti");
    expect(formFiles(parsed, "image_url")).toEqual([]);
    expect(formFiles(parsed, "gallery_images").map((f) => f.name)).toEqual(["a.jpg"]);
  });

  it("answers 413 when the declared length is over the limit, before reading", async () => {
    const request = new Request("http://test/upload", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(41 * MB) },
      body: "--x--",
    });
    const error = await rejection(readFormData(request));
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(413);
  });

  it("answers 413 when a body without a length grows past the limit", async () => {
    const form = new FormData();
    form.append("big", fileOf(Buffer.alloc(2000, 1), "big.bin"));
    const encoded = new Response(form);
    const request = new Request("http://test/upload", {
      method: "POST",
      headers: { "content-type": encoded.headers.get("content-type")! },
      body: encoded.body,
      duplex: "half",
    } as RequestInit);
    expect(request.headers.get("content-length")).toBeNull();
    const error = await rejection(readFormData(request, 1000));
    expect((error as HttpError).status).toBe(413);
  });

  it("answers 415 for JSON and 400 for a broken multipart body", async () => {
    const json = new Request("http://test/upload", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(((await rejection(readFormData(json))) as HttpError).status).toBe(415);
    const broken = new Request("http://test/upload", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=abc" },
      body: '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end',
    });
    expect(((await rejection(readFormData(broken))) as HttpError).status).toBe(400);
  });
});

describe("inspectImage", () => {
  it.each(["jpeg", "png", "webp", "avif", "gif"] as const)("accepts %s by its content", async (format) => {
    const data = await makeImage({ width: 64, height: 48, format });
    // the name and declared type say nothing true: content decides
    const bytes = await inspectImage(fileOf(data, "photo.txt", "text/plain"), 8 * MB, INVALID);
    expect(bytes.byteLength).toBe(data.byteLength);
  });

  it("rejects text named .jpg, SVG and TIFF with 400 and the field's message", async () => {
    const tiff = await makeImage({ width: 32, height: 32, format: "tiff" });
    for (const [data, name] of [
      [textPretendingToBeJpeg, "holiday.jpg"],
      [svgImage, "logo.png"],
      [tiff, "scan.jpg"],
    ] as const) {
      const error = await rejection(inspectImage(fileOf(data, name, "image/jpeg"), 8 * MB, INVALID));
      expect(error, name).toBeInstanceOf(UploadError);
      expect((error as UploadError).status).toBe(400);
      expect((error as UploadError).message).toBe(INVALID);
    }
  });

  it("rejects a file over the limit with 413 before decoding it", async () => {
    const error = await rejection(inspectImage(fileOf(Buffer.alloc(2048), "big.jpg"), 1024, INVALID));
    expect((error as UploadError).status).toBe(413);
    expect((error as UploadError).message).toMatch(/at most/);
  });

  it("rejects an image with too many pixels (a decompression bomb)", async () => {
    // a PNG of one colour compresses to almost nothing but would decode to 160 MB
    const bomb = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: "#fff" },
    })
      .png()
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(1 * MB);
    const error = await rejection(inspectImage(fileOf(bomb, "bomb.png"), 8 * MB, INVALID));
    expect((error as UploadError).status).toBe(400);
    expect((error as UploadError).message).toMatch(/megapixels/);
  });
});

describe("encodeImage", () => {
  it("makes WebP at 480, 960 and 1600 px and strips metadata", async () => {
    const source = await makeImage({ width: 2000, height: 1000, exif: true });
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const { variants } = await encodeImage(source, INVALID);
    expect(variants.map((v) => v.width)).toEqual([480, 960, 1600]);
    for (const variant of variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(variant.width);
      expect(meta.exif).toBeUndefined();
    }
  });

  it("never makes an image wider than its source", async () => {
    const { variants } = await encodeImage(
      await makeImage({ width: 600, height: 300, format: "png" }),
      INVALID,
    );
    const widths = await Promise.all(variants.map(async (v) => (await sharp(v.data).metadata()).width));
    expect(widths).toEqual([480, 600, 600]);
  });

  it("rejects a truncated image with 400", async () => {
    const whole = await makeImage({ width: 400, height: 300 });
    const error = await rejection(encodeImage(whole.subarray(0, whole.byteLength / 2), INVALID));
    expect((error as UploadError).status).toBe(400);
  });
});

describe("inspectPdf", () => {
  it("accepts bytes starting with %PDF- and rejects anything else", async () => {
    expect((await inspectPdf(fileOf(tinyPdf, "plan.pdf"), MB, "bad")).byteLength).toBe(tinyPdf.byteLength);
    const fake = await rejection(
      inspectPdf(fileOf(Buffer.from("<html>%PDF-</html>"), "plan.pdf"), MB, "bad"),
    );
    expect((fake as UploadError).status).toBe(400);
    const big = await rejection(inspectPdf(fileOf(Buffer.alloc(2048), "plan.pdf"), 1024, "bad"));
    expect((big as UploadError).status).toBe(413);
  });
});

describe("storing and deleting", () => {
  let root: string;
  let storage: FileStorage;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "safarnama-uploads-"));
    storage = createDiskStorage(root);
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("stores every width under one random name, returns the 960 URL and deletes all widths", async () => {
    const encoded = await encodeImage(await makeImage({ width: 300, height: 200 }), INVALID);
    const url = await storeImage(storage, "tours", encoded);
    expect(url).toMatch(/^\/uploads\/tours\/[0-9a-f-]{36}-960\.webp$/);
    expect(storedVariants(url)).toEqual([480, 960, 1600].map((w) => url.replace("-960.", `-${w}.`)));
    expect((await readdir(path.join(root, "tours"))).length).toBe(3);

    const pdfUrl = await storePdf(storage, "tours", tinyPdf);
    expect(pdfUrl).toMatch(/^\/uploads\/tours\/[0-9a-f-]{36}\.pdf$/);
    await deleteStoredFiles(storage, [url, pdfUrl]);
    expect(await readdir(path.join(root, "tours"))).toEqual([]);
  });

  it("removes the widths already written when storing fails half way", async () => {
    const encoded = await encodeImage(await makeImage({ width: 300, height: 200 }), INVALID);
    const written: string[] = [];
    const deleted: string[] = [];
    const failing: FileStorage = {
      async put(key) {
        if (written.length === 2) throw new Error("disk full");
        written.push(storage.urlOf(key));
        return storage.urlOf(key);
      },
      async deleteUrl(url) {
        deleted.push(url);
      },
      urlOf: (key) => storage.urlOf(key),
      read: (key) => storage.read(key),
    };
    await expect(storeImage(failing, "tours", encoded)).rejects.toThrow("disk full");
    expect(deleted.sort()).toEqual(written.sort());
  });
});
