import { Bath, BedDouble, CookingPot, Sofa, Sparkles, type LucideIcon } from "lucide-react";
import type { ChecklistRoom } from "#shared/content/landing-pages/landing-layout";
import { ListCard } from "#client/components/ui/list-card";

const ROOM_ICONS: Readonly<Record<string, LucideIcon>> = {
  Kitchen: CookingPot,
  Bathrooms: Bath,
  "Living Areas": Sofa,
  Bedrooms: BedDouble,
};

/** The deep-clean checklist, one card per room. */
export function RoomChecklists({ rooms }: { rooms: readonly ChecklistRoom[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
      {rooms.map((room) => (
        <ListCard key={room.room} title={room.room} icon={ROOM_ICONS[room.room] ?? Sparkles} items={room.items} />
      ))}
    </div>
  );
}
