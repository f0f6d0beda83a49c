import { css, keyframes } from "@emotion/react";
import React, { useSyncExternalStore } from "react";
import { routeProgress } from "../../lib/shell/route-progress";
import { msg } from "@lingui/core/macro";
import { useI18n } from "../i18n/locale-context";
import { shellCatalogs } from "../../locales/shell";

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const track = css`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 2002;
  height: 3px;
  overflow: hidden;
  background: var(--color-badge-bg);
`;

const bar = css`
  display: block;
  width: 40%;
  height: 100%;
  background: var(--color-link);
  animation: ${slide} 1.1s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    width: 100%;
    animation: none;
  }
`;

/**
 * Slim bar at the top of the window while Gatsby waits more than a second for the next page
 * (gatsby-browser's onRouteUpdateDelayed); screen readers hear "Loading page" through a polite status.
 */
export function RouteProgressBar() {
  const i18n = useI18n(shellCatalogs);
  const loading = useSyncExternalStore(routeProgress.subscribe, routeProgress.isLoading, () => false);
  return (
    <>
      <div role="status" className="visually-hidden">
        {loading ? i18n._(msg`Loading page…`) : ""}
      </div>
      {loading && (
        <div css={track} data-testid="route-progress" aria-hidden="true">
          <span css={bar} />
        </div>
      )}
    </>
  );
}
