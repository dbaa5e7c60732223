import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router';

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
  // The visitor may have left since typing: for a page whose code is still loading (ADR 037), or
  // for one the router reached but React has not drawn yet. A search written then would be a
  // navigation of its own, cancelling the first or landing on the new page. The router's live
  // state, not this render's, tells.
  const { pathname } = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const stillHere = () =>
    !router ||
    (router.state.navigation.state === 'idle' && router.state.location.pathname === pathname);

  const onChange = (next: string) => {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!stillHere()) return;
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
