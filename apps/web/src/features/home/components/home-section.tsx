import { useId, type ReactNode } from 'react';

interface HomeSectionProps {
  title: string;
  /** A link beside the title, e.g. to the whole list. */
  link?: ReactNode;
  children: ReactNode;
}

/** A titled block of the home page. */
export function HomeSection({ title, link, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <h2 id={headingId} className="text-brand-700 text-sm font-bold tracking-wider uppercase">
          {title}
        </h2>
        {link}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
