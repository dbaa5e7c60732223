import { useEffect } from 'react';

const SITE_NAME = 'Drones Voluntários';

/** Sets the tab title; pass nothing for the home page's full title. */
export function useDocumentTitle(pageTitle?: string) {
  useEffect(() => {
    document.title = pageTitle
      ? `${pageTitle} · ${SITE_NAME}`
      : `${SITE_NAME} — pilotos de drone a serviço da Defesa Civil`;
  }, [pageTitle]);
}
