/** Scene mood: the time of day a photo is taken at, seeded between a few key frames. */
import { mixColours } from "./colour";
import type { Rng } from "./types";

export interface Mood {
  zenith: string;
  horizon: string;
  haze: string;
  cloud: string;
  sunGlow: string;
  sunOnLeft: boolean;
}

/** Key frames: mid-morning, midday, late afternoon. The seed picks a point between them. */
const MOOD_KEYS: readonly Omit<Mood, "sunOnLeft">[] = [
  { zenith: "#6c9ad0", horizon: "#e4e6e2", haze: "#cfd8df", cloud: "#fbfbf8", sunGlow: "#fff6dc" },
  { zenith: "#3d78c4", horizon: "#cfe0ee", haze: "#c4d3e0", cloud: "#ffffff", sunGlow: "#ffffff" },
  { zenith: "#5a82b8", horizon: "#f0dcbc", haze: "#dcd2c4", cloud: "#fff1dc", sunGlow: "#ffdca6" },
];

export function moodFor(rng: Rng): Mood {
  const t = rng() * (MOOD_KEYS.length - 1);
  const i = Math.min(Math.floor(t), MOOD_KEYS.length - 2);
  const f = t - i;
  const a = MOOD_KEYS[i];
  const b = MOOD_KEYS[i + 1];
  return {
    zenith: mixColours(a.zenith, b.zenith, f),
    horizon: mixColours(a.horizon, b.horizon, f),
    haze: mixColours(a.haze, b.haze, f),
    cloud: mixColours(a.cloud, b.cloud, f),
    sunGlow: mixColours(a.sunGlow, b.sunGlow, f),
    sunOnLeft: rng() < 0.5,
  };
}
