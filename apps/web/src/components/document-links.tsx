import { ExternalLink, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface DocumentLink {
  url: string;
  label: string;
  /** Under the link, e.g. a certificate's review. */
  detail?: ReactNode;
}

/** 'Documento 1', 'Documento 2'…: files that have no name of their own. */
export function numberedLinks(urls: string[], name: string): DocumentLink[] {
  return urls.map((url, index) => ({ url, label: `${name} ${index + 1}` }));
}

interface DocumentLinksProps {
  links: DocumentLink[];
  /** Said when there is none; without it, nothing is shown. */
  empty?: string;
}

/** A link to a signed document, opening in a new tab (and saying so to screen readers). */
export function DocumentAnchor({
  url,
  label,
  className,
}: {
  url: string;
  label: string;
  className?: string;
}) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('inline-flex items-center gap-2 text-sm font-medium text-slate-800', className)}
    >
      <FileText className="text-brand-600 size-4 shrink-0" aria-hidden="true" />
      {label}
      <ExternalLink className="size-3.5 shrink-0 text-slate-500" aria-hidden="true" />
      <span className="sr-only">(abre em nova aba)</span>
    </a>
  );
}

/** Signed document links, each opening in a new tab. */
export function DocumentLinks({ links, empty }: DocumentLinksProps) {
  if (links.length === 0) return empty ? <p className="text-sm text-slate-600">{empty}</p> : null;
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map(({ url, label, detail }) => (
        <li key={url} className="flex flex-col gap-1.5">
          <DocumentAnchor
            url={url}
            label={label}
            className="hover:border-brand-600 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2"
          />
          {detail}
        </li>
      ))}
    </ul>
  );
}
