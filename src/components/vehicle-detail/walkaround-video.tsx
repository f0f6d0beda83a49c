import { msg } from "@lingui/core/macro";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React, { useEffect, useRef, useState } from "react";
import type { VehicleDetailVideo } from "../../lib/vehicle-pages/detail-data";
import { playerUrl, VIDEO_HOST_NAMES } from "../../lib/content/video-source";
import { PlayIcon } from "../ui/page-icons";
import { Photo } from "../ui/photo";
import { playButtonStyle, videoFrameStyle, watchElsewhereStyle } from "./walkaround-video-styles";
import { vehicleCatalogs } from "../../locales/vehicle";
import { useI18n } from "../i18n/locale-context";

export interface WalkaroundVideoProps {
  video: VehicleDetailVideo;
  /** "2019 Honda CR-V EX": names the button and the player. */
  title: string;
  /** The vehicle's main photo: the poster, so nothing is fetched from the video host before play. */
  poster: IGatsbyImageData | null;
}

/**
 * A walk-around video behind a click-to-play poster (a facade): the player's page, scripts and cookies load
 * only when the shopper presses play. A file of the build is a plain <video> that loads nothing until played.
 */
export function WalkaroundVideo({ video, title, poster }: WalkaroundVideoProps) {
  const i18n = useI18n(vehicleCatalogs);
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  // The button the shopper pressed is gone: keyboard focus moves on to the player that took its place.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  const name = i18n._(msg`Walk-around video of ${title}`);

  if (video.kind === "file") {
    return (
      <div css={videoFrameStyle}>
        {/* No captions file exists for a dealer's clip yet (the content model has none): the page's description and
            specs say the same in text. A `.vtt` beside the .mp4 would be the next step. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video controls preload="none" poster={poster?.images.fallback?.src} src={video.src} aria-label={name} />
      </div>
    );
  }
  const hostName = VIDEO_HOST_NAMES[video.host];
  return (
    <>
      <div css={videoFrameStyle}>
        {playing ? (
          <iframe
            ref={player}
            src={playerUrl(video)}
            title={name}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <>
            {poster && <Photo image={poster} alt="" sizes="(min-width: 1024px) 56vw, calc(100vw - 32px)" />}
            <button
              css={playButtonStyle}
              type="button"
              aria-label={i18n._(msg`Play walk-around video of ${title}`)}
              onClick={() => setPlaying(true)}
            >
              <span className="mark">
                <PlayIcon size={32} />
              </span>
            </button>
          </>
        )}
      </div>
      <p css={watchElsewhereStyle}>
        <a href={video.watchUrl} target="_blank" rel="noopener noreferrer">
          {i18n._(msg`Watch on ${hostName}`)}{" "}
          <span className="visually-hidden">{i18n._(msg`(opens in a new tab)`)}</span>
        </a>
      </p>
    </>
  );
}
