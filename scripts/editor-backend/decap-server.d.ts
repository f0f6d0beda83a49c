// decap-server publishes no types for its middleware entry; this is the one function we call.
declare module "decap-server/dist/middlewares" {
  import type { Express } from "express";
  /** Registers Decap's file-system API (POST /api/v1) on the app, for the folder in GIT_REPO_DIRECTORY. */
  export function registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void>;
}
