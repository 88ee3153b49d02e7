import { describe, expect, it } from "vitest";
import { SERVICES } from "#shared/facts/defaults/catalog";
import { fetchedService } from "#client/features/services/fetched-service";

const row = {
  key: "deep",
  name: "Deep Clean (from the API)",
  description: "Fetched",
  priceType: "hourly",
  basePrice: null,
  hourlyRate: 70,
  bullets: ["a"],
};

describe("a service as the API sent it", () => {
  it("keeps the fetched name, description and prices, typed for the page", () => {
    expect(fetchedService(row)).toEqual({
      key: "deep",
      name: "Deep Clean (from the API)",
      description: "Fetched",
      priceType: "hourly",
      basePrice: null,
      hourlyRate: 70,
    });
  });

  it("is the catalogue's service when the API answers with the seeded row", () => {
    const { key, name, description, priceType, basePrice, hourlyRate } = SERVICES.standard;
    expect(fetchedService({ key, name, description, priceType, basePrice, hourlyRate, bullets: [] })).toEqual(
      SERVICES.standard,
    );
  });

  it("is nothing for an empty answer, an unknown key or an unknown price type", () => {
    expect(fetchedService(null)).toBeNull();
    expect(fetchedService(undefined)).toBeNull();
    expect(fetchedService({ ...row, key: "window-washing" })).toBeNull();
    expect(fetchedService({ ...row, priceType: "per_room" })).toBeNull();
  });
});
