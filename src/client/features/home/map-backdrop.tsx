/**
 * A drawn stand-in map behind the embedded map frame: visible while the frame loads, and if the
 * map provider is blocked or unreachable, so the section never shows an empty box.
 */
export function MapBackdrop() {
  return (
    <svg aria-hidden viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 size-full">
      <rect width="400" height="300" fill="#e8f2fb" />
      <path d="M0 210 C80 190 120 240 200 220 S330 170 400 190 V300 H0Z" fill="#d6ead2" />
      <path
        d="M40 0 L90 300 M0 120 H400 M250 0 C230 100 280 200 260 300 M0 60 C120 80 260 40 400 70"
        stroke="#ffffff"
        strokeWidth="7"
        fill="none"
      />
      <path
        d="M40 0 L90 300 M0 120 H400 M250 0 C230 100 280 200 260 300"
        stroke="#f5b942"
        strokeWidth="2"
        strokeDasharray="8 8"
        fill="none"
      />
      <circle
        cx="200"
        cy="150"
        r="70"
        fill="#2f7fd1"
        fillOpacity="0.12"
        stroke="#2f7fd1"
        strokeOpacity="0.4"
        strokeDasharray="6 6"
      />
      <path d="M200 112 c-14 0 -24 10 -24 24 c0 18 24 40 24 40 s24 -22 24 -40 c0 -14 -10 -24 -24 -24z" fill="#1e3a5f" />
      <circle cx="200" cy="136" r="8" fill="#ffffff" />
    </svg>
  );
}
