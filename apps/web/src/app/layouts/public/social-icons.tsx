import type { ComponentProps, ReactNode } from 'react';

type IconProps = ComponentProps<'svg'>;

const base = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** An outlined 24 px icon of `shapes`, decorative (its link carries the name). */
function outlineIcon(shapes: ReactNode) {
  return function OutlineIcon(props: IconProps) {
    return (
      <svg {...base} {...props}>
        {shapes}
      </svg>
    );
  };
}

export const InstagramIcon = outlineIcon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.75" fill="currentColor" />
  </>,
);

export const LinkedInIcon = outlineIcon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="M8 11v6M12 17v-6M12 13.75a2.5 2.5 0 0 1 5 0V17" />
    <circle cx="8" cy="7.75" r="0.75" fill="currentColor" />
  </>,
);

export const YouTubeIcon = outlineIcon(
  <>
    <rect x="2" y="5" width="20" height="14" rx="4" />
    <path d="M10 9.25v5.5L14.75 12z" fill="currentColor" />
  </>,
);
