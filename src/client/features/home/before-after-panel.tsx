import { SCENES, type SceneKey } from "./before-after-scenes";
import { Sparkle } from "./sparkle";

/** One half of a before/after pair: the same room drawn grimy or sparkling. */
function SceneHalf({ scene, state }: { scene: SceneKey; state: "before" | "after" }) {
  const { room, stains, specks, haze, sparkles } = SCENES[scene];
  return (
    <div className="relative">
      <svg aria-hidden viewBox="0 0 200 140" className="block w-full">
        {room}
        {state === "before" ? (
          <g>
            <rect width="200" height="140" fill="#78716c" fillOpacity="0.22" />
            {haze ? (
              <rect x={haze[0]} y={haze[1]} width={haze[2]} height={haze[3]} fill="#e7e5e4" fillOpacity="0.75" />
            ) : null}
            {stains.map(([cx, cy, rx, ry]) => (
              <ellipse key={`${cx}-${cy}`} cx={cx} cy={cy} rx={rx} ry={ry} fill="#92400e" fillOpacity="0.3" />
            ))}
            {specks.map(([cx, cy]) => (
              <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="1.6" fill="#57534e" />
            ))}
          </g>
        ) : (
          <g>
            {sparkles.map(([x, y, size]) => (
              <Sparkle key={`${x}-${y}`} x={x} y={y} size={size} />
            ))}
          </g>
        )}
      </svg>
      <span
        className={
          state === "before"
            ? "absolute left-2 top-2 rounded-full bg-slate-800 px-2.5 py-0.5 text-xs font-bold text-white"
            : "absolute left-2 top-2 rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-bold text-white"
        }
      >
        {state === "before" ? "Before" : "After"}
      </span>
    </div>
  );
}

/** A side-by-side before/after drawing of a room. */
export function BeforeAfterPanel({ scene }: { scene: SceneKey }) {
  return (
    <div className="grid grid-cols-2 gap-1 overflow-hidden rounded-xl bg-white">
      <SceneHalf scene={scene} state="before" />
      <SceneHalf scene={scene} state="after" />
    </div>
  );
}
