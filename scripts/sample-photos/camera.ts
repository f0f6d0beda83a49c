/** The pinhole camera: camera space (x right, y up, z forward, metres) to image pixels. */
import type { CarModel } from "./car-model";
import { degrees } from "./geometry";
import { IMAGE_WIDTH, type Vec2, type Vec3 } from "./types";

/** Maps camera space (x right, y up, z forward, metres) to image pixels. */
export interface Frame {
  scale: number;
  offsetX: number;
  offsetY: number;
}

export type ToCamera = (p: Vec3) => Vec3;
export const NEAR_PLANE = 0.4;
export const CAMERA_HEIGHT = 1.25;

export function toImage(frame: Frame, c: Vec3): Vec2 {
  const z = Math.max(c[2], NEAR_PLANE);
  return [frame.offsetX + (frame.scale * c[0]) / z, frame.offsetY - (frame.scale * c[1]) / z];
}

/** A camera orbiting the car at eye level, looking level so verticals stay vertical. */
export function orbitCamera(model: CarModel, yawDegrees: number, distance: number): ToCamera {
  const yaw = degrees(yawDegrees);
  const { length, width } = model.spec;
  const eye: Vec3 = [length / 2 - distance * Math.sin(yaw), CAMERA_HEIGHT, width / 2 - distance * Math.cos(yaw)];
  const right: Vec3 = [Math.cos(yaw), 0, -Math.sin(yaw)];
  const forward: Vec3 = [Math.sin(yaw), 0, Math.cos(yaw)];
  return (p) => {
    const d: Vec3 = [p[0] - eye[0], p[1] - eye[1], p[2] - eye[2]];
    return [d[0] * right[0] + d[2] * right[2], d[1], d[0] * forward[0] + d[2] * forward[2]];
  };
}

/** Places a car on the ground at a camera-space spot, turned by yaw (used for background cars). */
export function placedInCameraSpace(model: CarModel, centre: Vec2, yawDegrees: number): ToCamera {
  const yaw = degrees(yawDegrees);
  const { length, width } = model.spec;
  return (p) => {
    const lx = p[0] - length / 2;
    const lz = p[2] - width / 2;
    return [
      centre[0] + lx * Math.cos(yaw) - lz * Math.sin(yaw),
      p[1] - CAMERA_HEIGHT,
      centre[1] + lx * Math.sin(yaw) + lz * Math.cos(yaw),
    ];
  };
}

/** Ground point at camera-space (x, z) → pixels. */
export const groundPoint = (frame: Frame, x: number, z: number): Vec2 => toImage(frame, [x, -CAMERA_HEIGHT, z]);
export const horizonY = (frame: Frame): number => frame.offsetY;
/** Camera-space x at the image's left and right edges for a given depth. */
export const visibleSpan = (frame: Frame, depth: number): Vec2 => [
  ((0 - frame.offsetX) / frame.scale) * depth,
  ((IMAGE_WIDTH - frame.offsetX) / frame.scale) * depth,
];
