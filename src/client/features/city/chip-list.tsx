/** Short labels as chips (neighborhoods, ZIP codes). */
export function ChipList({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item}
          className="rounded-full border border-brand-100 bg-brand-50 px-4 py-1.5 font-medium text-brand-900"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
