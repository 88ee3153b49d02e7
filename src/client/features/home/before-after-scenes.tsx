import type { ReactNode } from "react";

export type SceneKey = "kitchen" | "shower" | "cabinets";

interface Scene {
  /** The room, drawn in a 200 x 140 view box. */
  room: ReactNode;
  /** Grime on the "before" side: [cx, cy, rx, ry]. */
  stains: readonly (readonly [number, number, number, number])[];
  /** Crumbs and dust specks on the "before" side: [cx, cy]. */
  specks: readonly (readonly [number, number])[];
  /** Soap-scum haze over glass on the "before" side: [x, y, width, height]. */
  haze?: readonly [number, number, number, number];
  /** Sparkles on the "after" side: [x, y, size]. */
  sparkles: readonly (readonly [number, number, number])[];
}

const kitchen: Scene = {
  room: (
    <>
      <rect width="200" height="140" fill="#f8fafc" />
      <rect x="8" y="8" width="92" height="40" rx="3" fill="#d9ebff" stroke="#94a3b8" />
      <path d="M54 8 V48" stroke="#94a3b8" />
      <rect x="0" y="66" width="200" height="22" fill="#e2e8f0" />
      <path
        d="M20 66 V88 M40 66 V88 M60 66 V88 M80 66 V88 M100 66 V88 M120 66 V88 M140 66 V88 M160 66 V88 M180 66 V88 M0 77 H200"
        stroke="#cbd5e1"
      />
      <rect x="118" y="58" width="44" height="30" rx="3" fill="#94a3b8" />
      <rect x="123" y="63" width="26" height="20" rx="2" fill="#475569" />
      <path d="M52 88 V74 Q52 68 60 68 H66" stroke="#64748b" strokeWidth="3" fill="none" />
      <rect x="0" y="88" width="200" height="8" fill="#475569" />
      <rect x="0" y="96" width="200" height="44" fill="#cbd5e1" />
      <path d="M50 96 V140 M100 96 V140 M150 96 V140" stroke="#94a3b8" />
      <circle cx="44" cy="110" r="2" fill="#64748b" />
      <circle cx="94" cy="110" r="2" fill="#64748b" />
      <circle cx="144" cy="110" r="2" fill="#64748b" />
      <circle cx="194" cy="110" r="2" fill="#64748b" />
    </>
  ),
  stains: [
    [136, 72, 12, 7],
    [30, 92, 14, 3],
    [170, 78, 10, 8],
    [80, 118, 9, 12],
  ],
  specks: [
    [20, 90],
    [26, 91],
    [88, 90],
    [95, 91],
    [104, 90],
    [180, 91],
  ],
  sparkles: [
    [140, 70, 8],
    [30, 80, 6],
    [180, 120, 7],
    [76, 28, 6],
  ],
};

const shower: Scene = {
  room: (
    <>
      <rect width="200" height="140" fill="#e0f2fe" />
      <path
        d="M0 20 H200 M0 40 H200 M0 60 H200 M0 80 H200 M0 100 H200 M20 0 V120 M40 0 V120 M60 0 V120 M80 0 V120 M100 0 V120 M120 0 V120 M140 0 V120 M160 0 V120 M180 0 V120"
        stroke="#bae6fd"
        strokeWidth="1.5"
      />
      <path d="M44 0 V18 Q44 24 38 24" stroke="#64748b" strokeWidth="4" fill="none" />
      <ellipse cx="32" cy="27" rx="12" ry="5" fill="#94a3b8" />
      <rect x="0" y="118" width="200" height="22" fill="#f1f5f9" />
      <rect
        x="112"
        y="6"
        width="82"
        height="112"
        rx="3"
        fill="#ffffff"
        fillOpacity="0.35"
        stroke="#94a3b8"
        strokeWidth="2"
      />
      <rect x="120" y="56" width="4" height="22" rx="2" fill="#64748b" />
    </>
  ),
  stains: [
    [40, 60, 3, 14],
    [80, 80, 16, 3],
    [20, 100, 3, 12],
    [60, 118, 30, 4],
  ],
  haze: [113, 7, 80, 110],
  specks: [
    [40, 40],
    [60, 42],
    [80, 58],
    [100, 82],
    [22, 80],
    [62, 100],
  ],
  sparkles: [
    [150, 40, 9],
    [60, 60, 7],
    [30, 104, 6],
    [176, 96, 6],
  ],
};

const cabinets: Scene = {
  room: (
    <>
      <rect width="200" height="140" fill="#f8fafc" />
      <rect x="40" y="14" width="120" height="112" rx="3" fill="#e7d3b0" />
      <rect x="48" y="22" width="104" height="96" fill="#faf5ec" />
      <path d="M48 54 H152 M48 86 H152" stroke="#d6c09a" strokeWidth="3" />
      <path d="M40 14 L12 24 V116 L40 126 Z" fill="#dcc39a" />
      <path d="M160 14 L188 24 V116 L160 126 Z" fill="#dcc39a" />
      <circle cx="34" cy="70" r="2.5" fill="#64748b" />
      <circle cx="166" cy="70" r="2.5" fill="#64748b" />
    </>
  ),
  stains: [
    [72, 50, 9, 3],
    [120, 82, 8, 3],
    [96, 114, 14, 3],
    [138, 36, 8, 6],
  ],
  specks: [
    [60, 51],
    [66, 52],
    [104, 83],
    [110, 84],
    [84, 115],
    [130, 115],
  ],
  sparkles: [
    [70, 40, 7],
    [130, 70, 8],
    [100, 102, 6],
  ],
};

export const SCENES: Record<SceneKey, Scene> = { kitchen, shower, cabinets };
