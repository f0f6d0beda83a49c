import { useCallback, useEffect, useRef } from "react";

/** The results heading, and a way to bring the results into view; a new page of results starts at the top. */
export function useResultsFocus(page: number, hydrated: boolean) {
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const showResults = useCallback(() => {
    resultsHeading.current?.scrollIntoView({ block: "start" });
    resultsHeading.current?.focus({ preventScroll: true });
  }, []);

  const lastPage = useRef(page);
  useEffect(() => {
    if (page !== lastPage.current && hydrated) showResults();
    lastPage.current = page;
  }, [page, hydrated, showResults]);
  return { resultsHeading, showResults };
}
