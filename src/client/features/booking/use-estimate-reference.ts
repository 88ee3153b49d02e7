import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import { measure } from "#client/lib/measure";
import { trpc } from "#client/lib/trpc";
import { rememberReference, savedReference } from "#client/lib/visitor-estimate";

/**
 * Saves the estimate the visitor arrived with (the server prices it again) and returns its
 * reference; the same inputs are saved once per browser session. No reference while saving or
 * when saving failed: booking works without one. Arriving with a saved estimate is measured.
 */
export function useEstimateReference(input: EstimateInput | undefined): string | undefined {
  const [reference, setReference] = useState(() => (input ? savedReference(input) : undefined));
  const { mutate } = useMutation(trpc.estimates.save.mutationOptions());
  const inputJson = input ? JSON.stringify(input) : undefined;

  useEffect(() => {
    if (!input) return setReference(undefined);
    const known = savedReference(input);
    if (known) {
      measure({ kind: "booking_estimate" });
      return setReference(known);
    }
    mutate(input, {
      onSuccess: (saved) => {
        rememberReference(input, saved.reference);
        setReference(saved.reference);
        measure({ kind: "booking_estimate" });
      },
    });
    // inputJson stands for input: a new object with the same inputs is not a new estimate.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- input is read through inputJson
  }, [inputJson, mutate]);

  return reference;
}
