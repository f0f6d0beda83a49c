import type React from "react";
import { useEffect, useRef, useState } from "react";
import { withFilter, type InventoryQuery } from "../../lib/inventory/query";

const KEYWORD_DELAY_MS = 300;

/**
 * The search box: typed text waits a moment before it searches, and only the first change of a typing
 * spell adds a history entry, so Back does not replay it letter by letter.
 */
export function useKeyword(
  query: InventoryQuery,
  go: (next: InventoryQuery, replace?: boolean) => void,
  onTyping: () => void,
) {
  const [keyword, setKeyword] = useState(query.keyword);
  const typing = useRef<{ timer?: ReturnType<typeof setTimeout>; spell: boolean }>({ spell: false });
  useEffect(() => {
    if (!typing.current.timer) setKeyword(query.keyword);
  }, [query.keyword]);
  useEffect(() => {
    const state = typing.current;
    return () => clearTimeout(state.timer);
  }, []);

  const commitKeyword = (text: string) => {
    clearTimeout(typing.current.timer);
    typing.current.timer = undefined;
    if (text.trim() === query.keyword) return;
    go(withFilter(query, "keyword", text.trim()), typing.current.spell);
    typing.current.spell = true;
  };
  const onKeywordChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    setKeyword(text);
    onTyping();
    clearTimeout(typing.current.timer);
    typing.current.timer = setTimeout(() => commitKeyword(text), KEYWORD_DELAY_MS);
  };
  const onKeywordBlur = () => {
    commitKeyword(keyword);
    typing.current.spell = false;
  };
  return { keyword, commitKeyword, onKeywordChange, onKeywordBlur };
}
