// Small inline icons: no icon font, no extra request. All are decorative (aria-hidden).
export const common = { "aria-hidden": true, focusable: false, width: 24, height: 24, viewBox: "0 0 24 24" } as const;

export const SearchIcon = () => (
  <svg {...common}>
    <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" />
  </svg>
);

export const MenuIcon = () => (
  <svg {...common}>
    <path d="M3 7h18M3 12h18M3 17h18" stroke="currentColor" strokeWidth="2" />
  </svg>
);

export const CloseIcon = () => (
  <svg {...common}>
    <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" />
  </svg>
);

export const ChevronIcon = () => (
  <svg {...common} width={16} height={16}>
    <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);
