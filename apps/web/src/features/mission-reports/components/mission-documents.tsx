import { ExternalLink, FileText } from 'lucide-react';
import { NO_DOCUMENTS } from './messages';

/** The report's documents as 'Documento 1', 'Documento 2'…, each opening in a new tab. */
export function MissionDocuments({ urls }: { urls: string[] }) {
  if (urls.length === 0) return <p className="text-sm text-slate-600">{NO_DOCUMENTS}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {urls.map((url, index) => (
        <li key={url}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="hover:border-brand-600 inline-flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm font-medium text-slate-800"
          >
            <FileText className="text-brand-600 size-4" aria-hidden="true" />
            Documento {index + 1}
            <ExternalLink className="size-3.5 text-slate-500" aria-hidden="true" />
            <span className="sr-only">(abre em nova aba)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
