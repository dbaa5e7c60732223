import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { InstagramIcon, LinkedInIcon, YouTubeIcon } from './social-icons';
import { paths } from '@/lib/paths';

const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', Icon: LinkedInIcon },
  { label: 'YouTube', href: 'https://www.youtube.com/', Icon: YouTubeIcon },
];

const linkClass =
  'rounded-sm underline-offset-4 transition-colors hover:text-white hover:underline focus-visible:outline-white';

export function SiteFooter() {
  const year = new Date().getFullYear();

  return (
    // Target of the "Contato" menu link; focusable so keyboard users land here after following it.
    <footer id="contato" tabIndex={-1} className="bg-slate-950 text-slate-300 focus:outline-none">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.5fr_1fr_1fr] lg:px-8">
        <div className="max-w-sm">
          <Link
            to={paths.landing}
            className="inline-block rounded-md text-white focus-visible:outline-white"
          >
            <BrandLogo />
          </Link>
          <p className="mt-4 text-sm leading-relaxed">
            Conectamos pilotos de drone voluntários à Defesa Civil para agilizar a resposta a
            desastres e proteger comunidades.
          </p>
          <ul className="mt-6 flex gap-3" aria-label="Redes sociais">
            {SOCIAL_LINKS.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} (abre em nova aba)`}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-brand-600 focus-visible:outline-white"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Contato</h2>
          <address className="mt-4 space-y-4 text-sm not-italic">
            <p className="flex gap-3">
              <MapPin className="mt-0.5 size-5 shrink-0 text-brand-300" aria-hidden="true" />
              <span>
                Av. Pasteur, 250 — Urca
                <br />
                Rio de Janeiro – RJ, 22290-240
              </span>
            </p>
            <p className="flex gap-3">
              <Phone className="mt-0.5 size-5 shrink-0 text-brand-300" aria-hidden="true" />
              <a href="tel:+552139380000" className={linkClass}>
                (21) 3938-0000
              </a>
            </p>
            <p className="flex gap-3">
              <Mail className="mt-0.5 size-5 shrink-0 text-brand-300" aria-hidden="true" />
              <a
                href="mailto:contato@dronesvoluntarios.org.br"
                className={`${linkClass} wrap-anywhere`}
              >
                contato@dronesvoluntarios.org.br
              </a>
            </p>
          </address>
        </div>

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
            Institucional
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <Link to={paths.about} className={linkClass}>
                Sobre o projeto
              </Link>
            </li>
            <li>
              <Link to={paths.howItWorks} className={linkClass}>
                Como funciona
              </Link>
            </li>
            <li>
              <Link to={paths.privacy} className={linkClass}>
                Política de privacidade
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          © {year} Drones Voluntários. Todos os direitos reservados.
        </p>
      </div>
    </footer>
  );
}
