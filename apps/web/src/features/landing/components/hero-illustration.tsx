/** Decorative scene for the hero: a drone surveying a flooded neighbourhood. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 480 400"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <circle cx="240" cy="120" r="112" stroke="white" strokeOpacity="0.08" strokeWidth="2" />
      <circle cx="240" cy="120" r="84" stroke="white" strokeOpacity="0.12" strokeWidth="2" />
      <circle cx="240" cy="120" r="56" stroke="white" strokeOpacity="0.16" strokeWidth="2" />

      {/* Camera footprint */}
      <path d="M240 150 L110 330 H370 Z" fill="white" fillOpacity="0.08" />
      <path
        d="M240 150 L110 330 M240 150 L370 330"
        stroke="white"
        strokeOpacity="0.35"
        strokeWidth="1.5"
        strokeDasharray="5 7"
      />

      {/* Terrain, river and houses, faded at the edges so the scene has no hard frame */}
      <defs>
        <radialGradient id="hero-terrain-fade" cx="50%" cy="62%" r="58%">
          <stop offset="35%" stopColor="white" />
          <stop offset="85%" stopColor="black" />
        </radialGradient>
        <mask id="hero-terrain-mask">
          <rect width="480" height="400" fill="url(#hero-terrain-fade)" />
        </mask>
      </defs>
      <g mask="url(#hero-terrain-mask)">
        <path
          d="M0 300 C70 270 130 290 190 282 C260 272 320 250 480 276 V400 H0 Z"
          fill="white"
          fillOpacity="0.1"
        />
        <path
          d="M0 340 C80 318 150 346 230 330 C310 314 380 336 480 322 V400 H0 Z"
          fill="white"
          fillOpacity="0.12"
        />
        <path
          d="M-10 372 C90 352 160 380 250 362 C330 346 400 366 490 352"
          stroke="#94adfc"
          strokeOpacity="0.7"
          strokeWidth="10"
          strokeLinecap="round"
        />
        <g fill="white" fillOpacity="0.85">
          <path d="M150 300 l14 -12 l14 12 v16 h-28 z" />
          <path d="M196 292 l12 -10 l12 10 v14 h-24 z" />
          <path d="M286 296 l14 -12 l14 12 v16 h-28 z" />
          <path d="M330 306 l11 -9 l11 9 v13 h-22 z" />
        </g>
      </g>

      {/* Location marker */}
      <g transform="translate(258 262)">
        <path
          d="M0 0 C-13 -14 -16 -22 -16 -28 A16 16 0 0 1 16 -28 C16 -22 13 -14 0 0 Z"
          fill="#fb923c"
        />
        <circle cx="0" cy="-28" r="6" fill="white" />
      </g>

      {/* Drone */}
      <g transform="translate(240 118)">
        <g stroke="white" strokeWidth="5" strokeLinecap="round">
          <path d="M-16 -10 L-46 -28 M16 -10 L46 -28 M-16 10 L-46 28 M16 10 L46 28" />
        </g>
        <g fill="white" fillOpacity="0.25" stroke="white" strokeWidth="3">
          <ellipse cx="-52" cy="-32" rx="26" ry="7" />
          <ellipse cx="52" cy="-32" rx="26" ry="7" />
          <ellipse cx="-52" cy="24" rx="26" ry="7" />
          <ellipse cx="52" cy="24" rx="26" ry="7" />
        </g>
        <rect x="-24" y="-16" width="48" height="32" rx="10" fill="white" />
        <circle cx="0" cy="22" r="8" fill="#0f1a4d" stroke="white" strokeWidth="3" />
        <circle cx="-10" cy="-4" r="3" fill="#1941ef" />
        <circle cx="10" cy="-4" r="3" fill="#fb923c" />
      </g>
    </svg>
  );
}
