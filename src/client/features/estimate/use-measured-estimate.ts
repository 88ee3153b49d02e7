import { useEffect, useRef } from "react";
import { priceBandOf } from "#shared/analytics/price-bands";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import { measure } from "#client/lib/measure";

/** How long the form must rest before its estimate counts as computed (not every keystroke). */
const SETTLE_MS = 1500;

/**
 * Reports an estimate the visitor computed (service type and price band) once the form has
 * rested, and again only when the service or band changes. The form's starting values are not
 * the visitor's estimate until they change something.
 */
export function useMeasuredEstimate(input: EstimateInput, lowCents: number, changedByVisitor: boolean): void {
  const measured = useRef("");
  const service = input.serviceType;
  const band = priceBandOf(lowCents);
  useEffect(() => {
    if (!changedByVisitor || measured.current === `${service}/${band}`) return;
    const timer = setTimeout(() => {
      measured.current = `${service}/${band}`;
      measure({ kind: "estimate", service, band });
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [changedByVisitor, service, band]);
}
