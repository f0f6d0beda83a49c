// The image service takes a request only in the one spelling Gatsby's Image CDN URL has, and only for a photo
// of the site's own /static/ folder.
import { createHash } from "node:crypto";
import { parseImageCdnRequest } from "../../src/lib/images/image-cdn-request";

const md5 = (text: string) => createHash("md5").update(text).digest("hex");
const CD = "d4833eafec9031ef33b0ad7876a62d40";
const U = `/static/${CD}/2014-toyota-prius-t24205-front.jpg`;
const A = "w=800&h=600&fit=crop&crop=center&fm=webp&q=70";

function url(u = U, a = A, cd = CD, name = "2014-toyota-prius-t24205-front.webp") {
  const query = new URLSearchParams([
    ["u", u],
    ["a", a],
    ["cd", cd],
  ]).toString();
  return { path: `/_gatsby/image/${md5(u)}/${md5(a)}/${name}`, query };
}

it("reads a request as Gatsby's URL writes it", () => {
  const { path, query } = url();
  expect(query).toBe(
    `u=%2Fstatic%2F${CD}%2F2014-toyota-prius-t24205-front.jpg&a=w%3D800%26h%3D600%26fit%3Dcrop%26crop%3Dcenter%26fm%3Dwebp%26q%3D70&cd=${CD}`,
  );
  expect(parseImageCdnRequest(path, query)).toEqual({ source: U, contentDigest: CD, args: A, format: "webp" });
});

it("refuses another spelling of the query", () => {
  const { path, query } = url();
  const [u, a, cd] = query.split("&");
  for (const other of [
    `${a}&${u}&${cd}`,
    `${query}&x=1`,
    `${u}&${a}`,
    `${query}&cd=${CD}`,
    query.replace("%2F", "/"),
    `${query}&`,
  ])
    expect(parseImageCdnRequest(path, other), other).toEqual({ error: expect.any(String) });
});

it("refuses digests that do not match the query", () => {
  const { path, query } = url();
  const otherArgs = url(U, "w=500&h=375&fit=crop&crop=center&fm=webp&q=70");
  expect(parseImageCdnRequest(path, otherArgs.query)).toEqual({ error: "the URL's digests do not match its query" });
  expect(parseImageCdnRequest(path.replace(/\/[0-9a-f]{32}\//, `/${"0".repeat(32)}/`), query)).toEqual({
    error: "the URL's digests do not match its query",
  });
});

it("refuses a source that is not a photo of the site's /static/ folder named by its digest", () => {
  for (const source of [
    "https://photos.example.com/front.jpg",
    "//photos.example.com/front.jpg",
    `/admin/${CD}/front.jpg`,
    `/static/${CD}/../../etc/passwd.jpg`,
    `/static/${CD}/sub/front.jpg`,
    `/static/${CD}/.hidden.jpg`,
    `/static/${CD}/front.svg`,
    `/static/${"f".repeat(32)}/front.jpg`,
    "file:///etc/passwd",
  ]) {
    const name = `${source
      .split("/")
      .pop()
      ?.replace(/\.[^.]*$/, "")}.webp`;
    const { path, query } = url(source, A, CD, name);
    expect(parseImageCdnRequest(path, query), source).toEqual({ error: "the source is not a photo of this site" });
  }
});

it("refuses a file name other than the source's with the format's ending, and a path of another shape", () => {
  for (const name of ["other.webp", "2014-toyota-prius-t24205-front.jpg", "2014-toyota-prius-t24205-front.webp.jpg"]) {
    const { path, query } = url(U, A, CD, name);
    expect(parseImageCdnRequest(path, query), name).toEqual({ error: expect.any(String) });
  }
  const { path, query } = url();
  expect(parseImageCdnRequest(`${path}/more`, query)).toEqual({ error: "not an image URL of this site" });
  expect(parseImageCdnRequest(path.replace("/_gatsby/image/", "/_gatsby/file/"), query)).toEqual({
    error: "not an image URL of this site",
  });
});
