import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { InlineLoader } from './inline-loader';

/** What a paged query (useInfiniteQuery) tells of its next page. */
interface NextPage {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The end of a paged list: the next page loads as it scrolls into view, and a button does the
 * same for keyboard users and browsers without IntersectionObserver.
 */
export function LoadMore({ pages }: { pages: NextPage }) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (!hasNextPage) return null;
  return (
    <div ref={sentinel} className="flex justify-center py-4">
      {isFetchingNextPage ? (
        <InlineLoader />
      ) : (
        <Button variant="outline" onClick={() => fetchNextPage()}>
          Carregar mais
        </Button>
      )}
    </div>
  );
}
