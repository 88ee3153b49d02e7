/** A four-point sparkle for inline SVG scenes, centred on (x, y). */
export function Sparkle({ x, y, size, fill = "#f5b942" }: { x: number; y: number; size: number; fill?: string }) {
  const s = size;
  const w = size / 4;
  return (
    <path
      d={`M${x} ${y - s} L${x + w} ${y - w} L${x + s} ${y} L${x + w} ${y + w} L${x} ${y + s} L${x - w} ${y + w} L${x - s} ${y} L${x - w} ${y - w} Z`}
      fill={fill}
    />
  );
}
