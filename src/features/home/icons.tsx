// The hero's control icons: inline, decorative (the buttons carry the names).
const common = { "aria-hidden": true, focusable: false, width: 24, height: 24, viewBox: "0 0 24 24" } as const;

export const ChevronIcon = ({ direction }: { direction: "left" | "right" | "down" }) => {
  const path = { left: "M15 5l-7 7 7 7", right: "M9 5l7 7-7 7", down: "M5 9l7 7 7-7" }[direction];
  return (
    <svg {...common}>
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
};

export const PauseIcon = () => (
  <svg {...common}>
    <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="2.5" />
  </svg>
);

export const PlayIcon = () => (
  <svg {...common}>
    <path d="M8 5l11 7-11 7z" fill="currentColor" />
  </svg>
);
