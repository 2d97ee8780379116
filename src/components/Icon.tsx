// Small inline SVG icons, so the shell needs no icon font. Decorative unless a label is given.
const PATHS = {
  shield: 'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Z',
  eye: 'M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12Zm11 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  fingerprint:
    'M6 20c-1.5-2.5-2-5-2-8a8 8 0 0 1 16 0M9 21c-1-2-1.5-4.5-1.5-7a4.5 4.5 0 0 1 9 0c0 2 0 4-.5 6M12 14c0 3 .5 5 1.5 7',
  location: 'M12 22s7-6.5 7-12a7 7 0 0 0-14 0c0 5.5 7 12 7 12Zm0-9a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  user: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm-9 10a9 9 0 0 1 18 0',
  id: 'M3 5h18v14H3zM7 10a2 2 0 1 0 4 0 2 2 0 0 0-4 0m-1 6c.5-1.5 2-2.5 3-2.5s2.5 1 3 2.5M14 9h5M14 13h4',
  image: 'M3 4h18v16H3zM3 16l5-5 4 4 3-3 6 6M15.5 8.5h.01',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  check: 'M4 12l5 5L20 6',
  upload: 'M12 16V4m0 0-5 5m5-5 5 5M4 20h16',
  scan: 'M4 8V4h4M16 4h4v4M20 16v4h-4M8 20H4v-4M7 12h10',
  alert: 'M12 3 2 21h20L12 3Zm0 7v5m0 3h.01',
  lock: 'M6 11h12v10H6zM8 11V8a4 4 0 0 1 8 0v3',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({
  name,
  label,
  size = 20,
}: {
  name: IconName;
  label?: string;
  size?: number;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
