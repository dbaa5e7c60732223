import { ExternalLink, FileText } from 'lucide-react';
import { useState } from 'react';

/**
 * The file in place: an image is shown; a PDF (files are served sandboxed, PDFs as an
 * attachment, so no viewer can frame it) gets a link that opens or downloads it.
 */
export function CertificatePreview({ url, pilotName }: { url: string; pilotName: string }) {
  const [isImage, setIsImage] = useState(true);
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
      {isImage ? (
        <img
          src={url}
          alt={`Certificado de ${pilotName}`}
          className="max-h-80 w-full object-contain"
          onError={() => setIsImage(false)}
        />
      ) : (
        <div className="flex flex-col items-center gap-1 py-6 text-sm text-slate-600">
          <FileText className="text-brand-600 size-10" aria-hidden="true" />
          Documento em PDF
        </div>
      )}
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="text-brand-700 inline-flex items-center gap-1.5 text-sm font-semibold underline-offset-4 hover:underline"
      >
        {isImage ? 'Abrir imagem' : 'Abrir PDF'}
        <ExternalLink className="size-3.5" aria-hidden="true" />
        <span className="sr-only">(abre em nova aba)</span>
      </a>
    </div>
  );
}
