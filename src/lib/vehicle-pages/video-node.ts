// The `video` of a Vehicle node (gatsby/content/content-schema.graphql.ts `VehicleVideo`), from the validated file value.
import { videoSourceOf } from "../content/video-source";

export type VideoNode = { host: string; watchUrl: string; embedUrl: string } | { fileName: string };

export function videoNodeOf(value: string): VideoNode {
  const source = videoSourceOf(value);
  // The schema refused anything else before the build got here.
  if (!source) throw new Error(`video: not a YouTube, Vimeo or .mp4 video, got "${value}"`);
  return source.kind === "file"
    ? { fileName: source.file }
    : { host: source.host, watchUrl: source.watchUrl, embedUrl: source.embedUrl };
}
