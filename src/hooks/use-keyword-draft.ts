import { useRef, useState } from 'react';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

/**
 * The text of a search box whose searched keyword lives in the URL: it follows the URL's
 * `keyword` (back/forward, "clear filters") until the visitor types, and keeps what was
 * typed before the page's script ran. Put `formRef` on the box's form and name the input
 * `keyword`.
 */
export function useKeywordDraft(keyword: string) {
  const [draft, setDraft] = useState({ from: keyword, value: keyword });
  const formRef = useRef<HTMLFormElement>(null);
  const change = (value: string) => setDraft({ from: keyword, value });
  useTypedBeforeHydration(
    () => formRef.current,
    (typed) => {
      if (typed.keyword !== undefined) change(typed.keyword);
    },
  );
  return { value: draft.from === keyword ? draft.value : keyword, change, formRef };
}
