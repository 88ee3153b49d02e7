import type { ReactNode } from "react";

/** A garage interior (wall, open door header, floor) drawn on a 120 x 100 grid. */
function GarageFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 flex-1">
      <p className="mb-2 text-sm font-bold uppercase tracking-wider text-brand-900">{label}</p>
      <svg
        viewBox="0 0 120 100"
        aria-hidden
        className="block w-full overflow-hidden rounded-xl border-4 border-slate-400"
      >
        <rect width="120" height="100" className="fill-slate-200" />
        {[0, 4, 8].map((y) => (
          <rect key={y} y={y} width="120" height="2" className="fill-slate-400" />
        ))}
        <rect y="86" width="120" height="14" className="fill-slate-300" />
        {children}
      </svg>
    </div>
  );
}

function ClutteredGarage() {
  return (
    <>
      <path
        d="M0 10 L18 10 M0 10 L0 28 M0 16 L12 10 M0 22 L6 10 M0 10 L14 24"
        className="stroke-slate-400"
        strokeWidth="0.8"
      />
      <rect x="6" y="58" width="28" height="28" rx="1" className="fill-amber-700" />
      <rect x="10" y="44" width="19" height="15" rx="1" transform="rotate(6 19 51)" className="fill-amber-600" />
      <rect x="37" y="46" width="15" height="40" rx="2" className="fill-slate-500" />
      <rect x="55" y="68" width="24" height="18" rx="1" className="fill-amber-800" />
      <rect x="60" y="56" width="14" height="12" rx="1" transform="rotate(-12 67 62)" className="fill-lime-700" />
      <rect x="84" y="54" width="26" height="32" rx="2" className="fill-slate-600" />
      <rect x="88" y="44" width="17" height="10" rx="1" transform="rotate(4 96 49)" className="fill-amber-600" />
      <ellipse cx="40" cy="94" rx="20" ry="3" className="fill-slate-500/50" />
    </>
  );
}

function OrganizedGarage() {
  return (
    <>
      {[30, 50].map((y) => (
        <rect key={y} x="6" y={y} width="50" height="3" rx="1" className="fill-slate-600" />
      ))}
      {[10, 26].map((x) => (
        <rect key={`top-${x}`} x={x} y="18" width="13" height="12" rx="2" className="fill-brand-500" />
      ))}
      {[10, 32].map((x) => (
        <rect key={`low-${x}`} x={x} y="37" width="19" height="13" rx="2" className="fill-brand-600" />
      ))}
      <path d="M58 84 L58 72 Q62 62 76 61 L98 61 Q110 62 112 72 L112 84 Z" className="fill-brand-700" />
      <rect x="70" y="64" width="26" height="7" rx="2" className="fill-brand-100" />
      {[70, 100].map((cx) => (
        <circle key={cx} cx={cx} cy="86" r="6" className="fill-slate-500 stroke-slate-800" strokeWidth="2.5" />
      ))}
      <path d="M100 16 L102 23 L109 25 L102 27 L100 34 L98 27 L91 25 L98 23 Z" className="fill-accent-400" />
    </>
  );
}

/** The garage page shows a before/after picture instead of the why-choose card. */
export function BeforeAfterPanel() {
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
      <h3 className="text-xl font-bold text-brand-900">Before &amp; After</h3>
      <div
        role="img"
        aria-label="Illustration: a garage piled with boxes and bins before our clean-out, and the same garage swept, with shelves organized and room to park, after"
        className="mt-5 flex gap-4"
      >
        <GarageFrame label="Before">
          <ClutteredGarage />
        </GarageFrame>
        <GarageFrame label="After">
          <OrganizedGarage />
        </GarageFrame>
      </div>
      <figcaption className="mt-4 text-slate-700">
        Swept floors, wiped shelves and room to park again, from one clean-out visit.
      </figcaption>
    </figure>
  );
}
