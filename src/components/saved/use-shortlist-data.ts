import { useCallback, useEffect, useState } from "react";
import { decodeShortlistData, type ShortlistData } from "../../lib/saved/shortlist-data";

export type ShortlistDataState =
  { status: "loading" } | { status: "ready"; data: ShortlistData } | { status: "error"; retry: () => void };

/** The shortlist data file, fetched once the page runs in the browser (the service worker keeps a copy). */
export function useShortlistData(url: string): ShortlistDataState {
  const [state, setState] = useState<ShortlistDataState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((count) => count + 1);
  }, []);
  useEffect(() => {
    let live = true;
    fetch(url, { credentials: "same-origin" })
      .then((response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response.json();
      })
      .then((json: unknown) => live && setState({ status: "ready", data: decodeShortlistData(json) }))
      .catch(() => live && setState({ status: "error", retry }));
    return () => {
      live = false;
    };
  }, [url, attempt, retry]);
  return state;
}
