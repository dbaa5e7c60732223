import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';

const PARAM = 'search';

/**
 * A list's search term kept in the address (`?search=`, the API's name), so a reload, a shared
 * link or the browser's Back shows the same results. The box follows every key; the address, and
 * with it `term` (what the list asks the server for), follows once typing stops, replacing the
 * history entry instead of adding one per word.
 */
export function useSearchParam(delay = 300) {
  const [params, setParams] = useSearchParams();
  const term = params.get(PARAM)?.trim() ?? '';
  const [value, setValue] = useState(term);
  const [seenTerm, setSeenTerm] = useState(term);
  // The address changed from outside (a link to the bare list): the box shows it. Our own
  // updates match what is typed and leave the box alone.
  if (term !== seenTerm) {
    setSeenTerm(term);
    if (term !== value.trim()) setValue(term);
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Leaving for another page, whose code may still be loading (ADR 037): a search written now
  // would be a navigation of its own, and would keep the visitor here.
  const { pathname } = useLocation();
  const next = useNavigation().location;
  const leaving = next !== undefined && next.pathname !== pathname;
  useEffect(() => {
    if (leaving) clearTimeout(timer.current);
  }, [leaving]);

  const onChange = (next: string) => {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next.trim()) updated.set(PARAM, next.trim());
          else updated.delete(PARAM);
          return updated;
        },
        { replace: true },
      );
    }, delay);
  };

  return { value, onChange, term };
}
