// The build's precompressed twins (gatsby/post-build/write-precompressed.ts) on a small public/ folder in a
// temporary directory: written beside each text file, byte-identical once decompressed, none for what would
// not shrink, kept when still current, and none at all for the Netlify build.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { writePrecompressed } from "../../gatsby/post-build/write-precompressed";

let publicDir: string;

const html = `<!DOCTYPE html><html lang="en"><body>${"<p>2019 Honda Civic EX, 31,000 miles</p>".repeat(200)}</body></html>`;
const script = `(()=>{${Array.from({ length: 300 }, (_, i) => `const v${i}=document.querySelector("#x${i}");`).join("")}})();`;
const TEXT_FILES: Record<string, string> = {
  "index.html": html,
  "es/contact/index.html": html.replace('lang="en"', 'lang="es"'),
  "app-a555320bacb0cfc847b2.js": script,
  "styles.css": `${".card{display:flex;gap:1rem}".repeat(100)}`,
  "page-data/index/page-data.json": JSON.stringify({ path: "/", result: { rows: Array(200).fill({ a: 1 }) } }),
  "favicon.svg": `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h10v10z"/>'.repeat(80)}</svg>`,
};
const photo = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));

const file = (relative: string) => path.join(publicDir, relative);
const write = (relative: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(file(relative)), { recursive: true });
  fs.writeFileSync(file(relative), content);
};

beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-public-"));
  for (const [relative, content] of Object.entries(TEXT_FILES)) write(relative, content);
  write("static/abc/photo.jpg", photo);
  write("small.js", "console.log(1);");
  write("app-a555320bacb0cfc847b2.js.map", script);
});

afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

it("writes a .br and a .gz twin of each page, script, style, data file and icon, the same bytes decompressed", async () => {
  const outcome = await writePrecompressed(publicDir, { netlify: false });
  expect(outcome.compressed).toBe(Object.keys(TEXT_FILES).length);
  for (const [relative, content] of Object.entries(TEXT_FILES)) {
    const br = fs.readFileSync(file(`${relative}.br`));
    const gz = fs.readFileSync(file(`${relative}.gz`));
    expect(brotliDecompressSync(br).equals(Buffer.from(content)), relative).toBe(true);
    expect(gunzipSync(gz).equals(Buffer.from(content)), relative).toBe(true);
    expect(br.length, relative).toBeLessThan(Buffer.byteLength(content));
    expect(gz.length, relative).toBeLessThan(Buffer.byteLength(content));
  }
  expect(outcome.bytes.br).toBeLessThan(outcome.bytes.gzip);
  for (const untouched of ["static/abc/photo.jpg", "small.js", "app-a555320bacb0cfc847b2.js.map"]) {
    expect(fs.existsSync(file(`${untouched}.br`)), untouched).toBe(false);
    expect(fs.existsSync(file(`${untouched}.gz`)), untouched).toBe(false);
  }
});

it("keeps the twins of a file left as it was, compresses a rewritten one again and removes the twins of one gone", async () => {
  await writePrecompressed(publicDir, { netlify: false });
  const changed = html.replace("Civic", "Accord");
  write("index.html", changed);
  fs.rmSync(file("es/contact/index.html"));
  const outcome = await writePrecompressed(publicDir, { netlify: false });
  expect(outcome.compressed).toBe(1);
  expect(outcome.kept).toBe(Object.keys(TEXT_FILES).length - 2);
  expect(outcome.removed).toBe(2);
  expect(brotliDecompressSync(fs.readFileSync(file("index.html.br"))).toString()).toBe(changed);
  expect(gunzipSync(fs.readFileSync(file("index.html.gz"))).toString()).toBe(changed);
  expect(fs.readdirSync(file("es/contact"))).toEqual([]);
});

it("writes no twin for the Netlify build, and removes those an earlier build left", async () => {
  const clean = await writePrecompressed(publicDir, { netlify: true });
  expect(clean.compressed).toBe(0);
  expect(fs.readdirSync(publicDir, { recursive: true }).filter((name) => /\.(br|gz)$/.test(String(name)))).toEqual([]);

  await writePrecompressed(publicDir, { netlify: false });
  const after = await writePrecompressed(publicDir, { netlify: true });
  expect(after.removed).toBe(2 * Object.keys(TEXT_FILES).length);
  expect(fs.readdirSync(publicDir, { recursive: true }).filter((name) => /\.(br|gz)$/.test(String(name)))).toEqual([]);
  expect(fs.readFileSync(file("index.html"), "utf8")).toBe(html);
});
