import { Star } from "lucide-react";

export function StarRating({ rating, className = "size-5" }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className="inline-flex gap-0.5">
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden
          className={`${className} ${index < Math.round(rating) ? "fill-accent-400 text-accent-500" : "text-slate-300"}`}
        />
      ))}
    </span>
  );
}
