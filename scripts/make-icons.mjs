#!/usr/bin/env node
// Writes the installable app's icons (apps/web/public/icons/icon-{192,512}.png): the brand
// colour with a white plate and a fork, drawn pixel by pixel (no image tools needed).
import { writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const BRAND = [0xb4, 0x53, 0x09];
const WHITE = [0xff, 0xff, 0xff];

function crc32(buf) {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

function icon(size) {
  const rows = [];
  const c = size / 2;
  for (let y = 0; y < size; y++) {
    const row = [0];
    for (let x = 0; x < size; x++) {
      const r = Math.hypot(x + 0.5 - c, y + 0.5 - c) / size;
      // Full-bleed background (maskable); a plate ring and a fork in the middle.
      const ring = r > 0.25 && r < 0.31;
      const fx = (x + 0.5 - c) / size;
      const fy = (y + 0.5 - c) / size;
      const handle = Math.abs(fx) < 0.02 && fy > -0.02 && fy < 0.2;
      const tines = fy > -0.18 && fy < -0.02 && [-0.06, 0, 0.06].some((t) => Math.abs(fx - t) < 0.015);
      const bridge = fy > -0.04 && fy < 0.0 && Math.abs(fx) < 0.075;
      row.push(...(ring || handle || tines || bridge ? WHITE : BRAND));
    }
    rows.push(Buffer.from(row));
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

for (const size of [192, 512]) {
  writeFileSync(new URL(`../apps/web/public/icons/icon-${size}.png`, import.meta.url), icon(size));
}
