import { useEffect } from 'react';

const SITE_NAME = 'Drones Voluntários';

/** The tab title of a page; nothing for the home page's full title. */
export function documentTitle(pageTitle?: string): string {
  return pageTitle
    ? `${pageTitle} · ${SITE_NAME}`
    : `${SITE_NAME} — pilotos de drone a serviço da Defesa Civil`;
}

let prerenderedTitle: string | undefined;

/** The title the last page rendered at build asked for (src/prerender.tsx writes it in the HTML). */
export function takePrerenderedTitle(): string | undefined {
  const title = prerenderedTitle;
  prerenderedTitle = undefined;
  return title;
}

/** Sets the tab title; pass nothing for the home page's full title. */
export function useDocumentTitle(pageTitle?: string) {
  // Effects do not run at build: the prerendered page gets its title from here instead.
  // eslint-disable-next-line react-hooks/globals -- only in the build-time render (SSR), one page at a time
  if (import.meta.env.SSR) prerenderedTitle = documentTitle(pageTitle);
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
