import { Card } from "#client/components/ui/card";
import { CheckList } from "#client/components/page/check-list";
import { useSiteFacts } from "#client/lib/site-facts";

export function WhyChooseCard({ city, reasons }: { city: string; reasons: readonly string[] }) {
  return (
    <Card tone="brandTint" padding="roomy">
      <h3 className="text-xl font-bold text-brand-900">
        Why {city} Chooses {useSiteFacts().business.name}
      </h3>
      <CheckList items={reasons} className="mt-5" />
    </Card>
  );
}
