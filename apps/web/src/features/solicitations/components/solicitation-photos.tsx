import { photoSrcSet } from '@/lib/photo-sources';

// A request photo is stored within 1920 px, its small copy within 480 px.
const WIDTHS = { small: 480, full: 1920 };

/**
 * The request's photos (signed URLs): the small copies in the grid where they are sharp enough,
 * each opening full size in a new tab.
 */
export function SolicitationPhotos({ urls }: { urls: string[] }) {
  if (urls.length === 0) {
    return <p className="text-sm text-slate-600">Nenhuma foto de equipamentos adicionado</p>;
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {urls.map((url, index) => (
        <li key={url}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="focus-visible:outline-brand-600 block overflow-hidden rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            <img
              src={url}
              srcSet={photoSrcSet(url, WIDTHS)}
              sizes="(min-width: 640px) 15rem, 50vw"
              width={480}
              height={360}
              alt={`Foto ${index + 1}`}
              loading="lazy"
              className="aspect-[4/3] w-full bg-slate-100 object-cover transition-transform hover:scale-105"
            />
            <span className="sr-only">(abre em nova aba)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
