import { formatIssues } from "../../src/lib/content/format-issues";
import { makeVehicle } from "../../src/lib/content/make-vehicle";
import { vehicleSchema } from "../../src/lib/content/vehicle-schema";
import { playerUrl, VIDEO_RULE, videoFrameOrigins, videoSourceOf } from "../../src/lib/content/video-source";

const FILE = "content/vehicles/2018-honda-cr-v-h24170.json";
const ID = "dQw4w9WgXcQ";
const YOUTUBE = {
  kind: "hosted",
  host: "youtube",
  watchUrl: `https://www.youtube.com/watch?v=${ID}`,
  embedUrl: `https://www.youtube-nocookie.com/embed/${ID}`,
};

function problemsFor(video: unknown): string[] {
  const result = vehicleSchema(2026).safeParse({ ...makeVehicle(), video }, { reportInput: true });
  return result.success ? [] : formatIssues(FILE, result.error.issues);
}

describe("videoSourceOf", () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    ` https://youtu.be/${ID} `,
  ])("reads the YouTube link %s as the video's id, played from youtube-nocookie.com", (value) => {
    expect(videoSourceOf(value)).toEqual(YOUTUBE);
  });

  it("reads Vimeo links, public and unlisted (with the private hash)", () => {
    expect(videoSourceOf("https://vimeo.com/76979871")).toEqual({
      kind: "hosted",
      host: "vimeo",
      watchUrl: "https://vimeo.com/76979871",
      embedUrl: "https://player.vimeo.com/video/76979871",
    });
    expect(videoSourceOf("https://vimeo.com/76979871/8272103f6e")).toMatchObject({
      watchUrl: "https://vimeo.com/76979871/8272103f6e",
      embedUrl: "https://player.vimeo.com/video/76979871?h=8272103f6e",
    });
    expect(videoSourceOf("https://player.vimeo.com/video/76979871")).toMatchObject({ host: "vimeo" });
  });

  it("reads an .mp4 file name as a file beside the photos", () => {
    expect(videoSourceOf("crv-walkaround.mp4")).toEqual({ kind: "file", file: "crv-walkaround.mp4" });
    expect(videoSourceOf("CRV_Walk.MP4")).toEqual({ kind: "file", file: "CRV_Walk.MP4" });
  });

  it.each([
    `http://www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com.evil.example/watch?v=${ID}`,
    `https://evil.example/?u=https://youtu.be/${ID}`,
    `https://www.youtube.com/watch?v=short`,
    `https://www.youtube.com/playlist?list=PL123`,
    `https://user@youtu.be/${ID}`,
    `https://youtu.be:8443/${ID}`,
    "https://vimeo.com/channels/staffpicks",
    "https://vimeo.com/76979871/not-a-hash",
    "https://www.dailymotion.com/video/x7tgad0",
    "../secret.mp4",
    "photos/walk.mp4",
    ".hidden.mp4",
    "walk.mov",
    "javascript:alert(1)",
    "",
  ])("refuses %s", (value) => {
    expect(videoSourceOf(value)).toBeUndefined();
  });
});

describe("playerUrl", () => {
  it("asks the player to start on the one press and keeps the video's own parameters", () => {
    expect(playerUrl({ host: "youtube", embedUrl: YOUTUBE.embedUrl })).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0`,
    );
    expect(playerUrl({ host: "vimeo", embedUrl: "https://player.vimeo.com/video/76979871?h=8272103f6e" })).toBe(
      "https://player.vimeo.com/video/76979871?h=8272103f6e&autoplay=1&dnt=1",
    );
  });
});

describe("videoFrameOrigins", () => {
  it("lists each player the inventory's videos need, once, and nothing for files or no video", () => {
    expect(videoFrameOrigins(["youtube", null, "vimeo", "youtube", undefined])).toEqual([
      "https://player.vimeo.com",
      "https://www.youtube-nocookie.com",
    ]);
    expect(videoFrameOrigins([null, undefined])).toEqual([]);
  });
});

describe("vehicle schema video", () => {
  it("is optional and takes YouTube, Vimeo and .mp4 values", () => {
    expect(problemsFor(undefined)).toEqual([]);
    expect(problemsFor(`https://youtu.be/${ID}`)).toEqual([]);
    expect(problemsFor("https://vimeo.com/76979871")).toEqual([]);
    expect(problemsFor("walkaround.mp4")).toEqual([]);
  });

  it("stops the build on any other value, naming the file and the field", () => {
    expect(problemsFor("https://www.dailymotion.com/video/x7tgad0")).toEqual([
      `${FILE}: video: ${VIDEO_RULE}, got "https://www.dailymotion.com/video/x7tgad0"`,
    ]);
    expect(problemsFor(42)).toEqual([`${FILE}: video: ${VIDEO_RULE}, got 42`]);
  });
});
