import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { photoSrcSet } from '@/lib/photo-sources';
import { cn } from '@/lib/utils';

// Backgrounds dark enough for white initials (contrast ≥ 4.5:1).
const COLOURS = [
  '#1333cc',
  '#b91c1c',
  '#047857',
  '#7e22ce',
  '#a16207',
  '#0e7490',
  '#be185d',
  '#4d7c0f',
  '#c2410c',
  '#334155',
];

/** "Maria da Silva" → "MS"; one name gives one letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The same name always gets the same colour. */
export function colourOf(name: string): string {
  let hash = 0;
  for (const char of name.trim().toLowerCase()) {
    hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  }
  return COLOURS[hash % COLOURS.length]!;
}

const SIZES = {
  sm: 'size-10 text-sm',
  md: 'size-14 text-lg',
  lg: 'size-24 text-3xl',
  xl: 'size-32 text-4xl',
};
const PIXELS = { sm: 40, md: 56, lg: 96, xl: 128 };
// The stored profile photo is 500 px, its small copy 160 px.
const WIDTHS = { small: 160, full: 500 };

interface AvatarProps {
  name: string;
  src?: string | null;
  size?: keyof typeof SIZES;
  className?: string;
}

/**
 * A user's photo, or their initials on a colour derived from the name (a plain silhouette while
 * there is no name yet). Decorative: the name is always beside it.
 */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPhoto = src && src !== failedSrc;
  const initials = initialsOf(name);

  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-semibold text-white select-none',
        SIZES[size],
        !showPhoto && !initials && 'bg-slate-200 text-slate-500',
        className,
      )}
      style={showPhoto || !initials ? undefined : { backgroundColor: colourOf(name) }}
    >
      {showPhoto ? (
        <img
          src={src}
          srcSet={photoSrcSet(src, WIDTHS)}
          sizes={`${PIXELS[size]}px`}
          width={PIXELS[size]}
          height={PIXELS[size]}
          alt=""
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        initials || <UserRound className="size-1/2" />
      )}
    </span>
  );
}
