import { DocumentLinks, numberedLinks } from '@/components/document-links';
import { labelClass } from '@/components/form/field-classes';

/** The certificates already sent with the additional data, each opening in a new tab. */
export function SentCertificates({ urls }: { urls: string[] }) {
  if (urls.length === 0) return null;
  return (
    <div>
      <p className={labelClass}>Já enviados</p>
      <div className="mt-2">
        <DocumentLinks links={numberedLinks(urls, 'Certificado')} />
      </div>
    </div>
  );
}
