import type { Certificate } from '@drones/shared/certificates';
import { ChevronLeft, ChevronRight, ExternalLink, FileText } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { CertificateState } from '@/entities/pilot/certificate-state';

/** How far each click of the slider's buttons moves it. */
export const SLIDER_STEP_PX = 500;

/**
 * The pilot's certificates in a horizontal slider, each with its review (status, validity,
 * 'Vencido', reason); each opens its signed URL in a new tab.
 */
export function CertificateSlider({ certificates }: { certificates: Certificate[] }) {
  const viewport = useRef<HTMLUListElement>(null);
  const id = useId();

  if (certificates.length === 0) {
    return <p className="text-sm text-slate-600">Nenhum certificado enviado.</p>;
  }

  const move = (direction: 1 | -1) => {
    viewport.current?.scrollBy({ left: direction * SLIDER_STEP_PX, behavior: 'smooth' });
  };

  return (
    <div className="flex items-center gap-2">
      <Button
        variant="outline"
        size="icon"
        className="shrink-0 rounded-full"
        aria-label="Certificados anteriores"
        aria-controls={id}
        onClick={() => move(-1)}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <ul
        id={id}
        ref={viewport}
        aria-label="Certificados"
        className="flex min-w-0 flex-1 snap-x gap-3 overflow-x-auto scroll-smooth pb-2"
      >
        {certificates.map((certificate, index) => (
          <li
            key={certificate.id}
            className="relative flex w-40 shrink-0 snap-start flex-col gap-2"
          >
            <a
              href={certificate.url}
              target="_blank"
              rel="noopener noreferrer"
              className="group hover:border-brand-600 flex flex-1 flex-col items-center gap-2 rounded-xl border border-slate-200 bg-slate-50 px-3 py-4 text-center text-sm font-medium text-slate-800"
            >
              <FileText className="text-brand-600 size-8" aria-hidden="true" />
              <span>Certificado {index + 1}</span>
              <span className="text-brand-700 inline-flex items-center gap-1 text-xs">
                Abrir
                <ExternalLink className="size-3.5" aria-hidden="true" />
                <span className="sr-only">(abre em nova aba)</span>
              </span>
            </a>
            <CertificateState certificate={certificate} className="px-1" />
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        size="icon"
        className="shrink-0 rounded-full"
        aria-label="Próximos certificados"
        aria-controls={id}
        onClick={() => move(1)}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}
