/** The asphalt texture: a seeded PNG, generated once and embedded as a data URI. */
import zlib from "node:zlib";
import { seededRandom } from "../../src/lib/seeded-random";
import { clamp, lerp, smoothstep } from "./geometry";
import { hashString } from "./random";

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Minimal RGBA PNG encoder, so SVG building stays synchronous and free of sharp. */
function encodePng(width: number, height: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) rgba.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", zlib.deflateSync(raw, { level: 6 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

function valueNoise(x: number, y: number, seed: number): number {
  const hash = (ix: number, iy: number) => seededRandom(hashString(`${seed}:${ix}:${iy}`))();
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = smoothstep(0, 1, x - x0);
  const fy = smoothstep(0, 1, y - y0);
  return lerp(lerp(hash(x0, y0), hash(x0 + 1, y0), fx), lerp(hash(x0, y0 + 1), hash(x0 + 1, y0 + 1), fx), fy);
}

const GRAIN_WIDTH = 800;
const GRAIN_HEIGHT = 360;
let grainUri: string | undefined;

/**
 * Aggregate grain plus faint resurfacing patches, laid out in perspective (top row = far away) so
 * it can be stretched over the lot from the far kerb to the bottom of the image.
 */
export function asphaltTextureUri(): string {
  if (grainUri) return grainUri;
  const rng = seededRandom(0x5eed);
  const pixels = Buffer.alloc(GRAIN_WIDTH * GRAIN_HEIGHT * 4);
  const patchCache = new Map<string, number>();
  for (let row = 0; row < GRAIN_HEIGHT; row++) {
    const near = (row + 0.5) / GRAIN_HEIGHT;
    const depth = 1 / (0.03 + near);
    const fine = 0.025 + 0.075 * near;
    for (let col = 0; col < GRAIN_WIDTH; col++) {
      const gx = ((col - GRAIN_WIDTH / 2) / GRAIN_WIDTH) * depth * 2;
      const key = `${Math.round(gx * 4)}:${Math.round(depth * 4)}`;
      let patch = patchCache.get(key);
      if (patch === undefined) {
        patch = valueNoise(gx * 0.6, depth * 0.6, 7) - 0.5;
        patchCache.set(key, patch);
      }
      const n = clamp((rng() - 0.5) * fine * 2 + patch * 0.09, -0.3, 0.3);
      const i = (row * GRAIN_WIDTH + col) * 4;
      const v = n > 0 ? 255 : 0;
      pixels[i] = v;
      pixels[i + 1] = v;
      pixels[i + 2] = v;
      pixels[i + 3] = Math.round(Math.abs(n) * 255);
    }
  }
  grainUri = `data:image/png;base64,${encodePng(GRAIN_WIDTH, GRAIN_HEIGHT, pixels).toString("base64")}`;
  return grainUri;
}
