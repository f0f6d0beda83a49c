// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { WalkaroundVideo } from "../../src/components/vehicle-detail/walkaround-video";

const TITLE = "2018 Honda CR-V EX-L";
const youtube = {
  kind: "hosted",
  host: "youtube",
  watchUrl: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
  embedUrl: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
} as const;
const poster = {
  layout: "fullWidth",
  width: 1200,
  height: 900,
  images: { fallback: { src: "/static/1/crv.jpg", srcSet: "/static/1/crv.jpg 1200w", sizes: "100vw" } },
} as const;

describe("WalkaroundVideo", () => {
  it("shows the car's own photo and a named play button; the player comes only with the press, and takes focus", async () => {
    const { container } = render(<WalkaroundVideo video={youtube} title={TITLE} poster={poster} />);
    expect(container.querySelector("iframe")).toBeNull();
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/static/1/crv.jpg");
    expect(screen.getByRole("link", { name: "Watch on YouTube (opens in a new tab)" })).toHaveAttribute(
      "href",
      youtube.watchUrl,
    );

    await userEvent.click(screen.getByRole("button", { name: `Play walk-around video of ${TITLE}` }));
    const player = screen.getByTitle(`Walk-around video of ${TITLE}`);
    expect(player.tagName).toBe("IFRAME");
    expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0");
    expect(player).toHaveFocus();
    expect(screen.queryByRole("button", { name: /Play walk-around video/ })).toBeNull();
  });

  it("plays a file of the build in the browser's own player, loading nothing before play", () => {
    const { container } = render(
      <WalkaroundVideo video={{ kind: "file", src: "/static/2/walk.mp4" }} title={TITLE} poster={poster} />,
    );
    const video = container.querySelector("video");
    expect(video).toHaveAttribute("src", "/static/2/walk.mp4");
    expect(video).toHaveAttribute("preload", "none");
    expect(video).toHaveAttribute("poster", "/static/1/crv.jpg");
    expect(video).toHaveAttribute("controls");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
