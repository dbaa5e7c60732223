import type { CertificateReviewItem } from '@drones/shared/certificates';
import { ExternalLink, FileText } from 'lucide-react';

/**
 * The file in place: an image is shown; a PDF gets a link that opens it in the browser's viewer,
 * in a new tab (`disposition=inline`: files are sandboxed, PDFs otherwise download). Each image
 * shown and each PDF opened is a read in the audit log (ADR 020).
 */
export function CertificatePreview({
  certificate,
}: {
  certificate: Pick<CertificateReviewItem, 'url' | 'contentType' | 'pilot'>;
}) {
  const { url, contentType, pilot } = certificate;
  const isPdf = contentType === 'application/pdf';
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
      {isPdf ? (
        <div className="flex flex-col items-center gap-1 py-6 text-sm text-slate-600">
          <FileText className="text-brand-600 size-10" aria-hidden="true" />
          Documento em PDF
        </div>
      ) : (
        <img
          src={url}
          alt={`Certificado de ${pilot.name}`}
          className="max-h-80 w-full object-contain"
        />
      )}
      <a
        href={isPdf ? `${url}&disposition=inline` : url}
        target="_blank"
        rel="noopener noreferrer"
        className="text-brand-700 inline-flex items-center gap-1.5 text-sm font-semibold underline-offset-4 hover:underline"
      >
        {isPdf ? 'Abrir PDF' : 'Abrir imagem'}
        <ExternalLink className="size-3.5" aria-hidden="true" />
        <span className="sr-only">(abre em nova aba)</span>
      </a>
    </div>
  );
}
