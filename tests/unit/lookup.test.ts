import { describe, expect, it } from "vitest";
import type { ServiceArea } from "#shared/areas/service-area";
import { lookupServiceArea } from "#shared/areas/lookup";
import { SHIPPED_CORE_FACTS } from "../support/site-facts";

/** The cities of the shipped facts (revision 1). */
const AREAS = SHIPPED_CORE_FACTS.serviceAreas;
const FACTS = SHIPPED_CORE_FACTS;

function areaNamed(city: string): ServiceArea {
  const area = AREAS.find((candidate) => candidate.city === city);
  if (!area) throw new Error(`no area ${city}`);
  return area;
}

describe("lookupServiceArea", () => {
  it.each(["Parker", "parker", "  PARKER  ", "Parker, CO", "parker co", "Parker, Colorado", "Parker CO."])(
    "serves %o",
    (query) => {
      expect(lookupServiceArea(query, FACTS)).toEqual({ status: "served", area: areaNamed("Parker") });
    },
  );

  it("serves multi-word cities however they are typed", () => {
    expect(lookupServiceArea("castle rock co", FACTS)).toEqual({ status: "served", area: areaNamed("Castle Rock") });
    expect(lookupServiceArea("Castle-Rock", FACTS)).toEqual({ status: "served", area: areaNamed("Castle Rock") });
    expect(lookupServiceArea("the  pinery", FACTS)).toEqual({ status: "served", area: areaNamed("The Pinery") });
  });

  it("serves every city on the list", () => {
    for (const area of AREAS) expect(lookupServiceArea(area.city, FACTS)).toEqual({ status: "served", area });
  });

  it("serves every listed ZIP", () => {
    for (const area of AREAS) {
      for (const zip of area.zipCodes) expect(lookupServiceArea(zip, FACTS).status).toBe("served");
    }
    expect(lookupServiceArea("80104", FACTS)).toEqual({ status: "served", area: areaNamed("Castle Rock") });
    expect(lookupServiceArea("80124", FACTS)).toEqual({ status: "served", area: areaNamed("Lone Tree") });
  });

  it("serves a ZIP listed only on the alternate page (Aurora 80018)", () => {
    expect(lookupServiceArea("80018", FACTS)).toEqual({ status: "served", area: areaNamed("Aurora") });
  });

  it("accepts ZIP+4 and a ZIP after the city", () => {
    expect(lookupServiceArea("80134-1234", FACTS)).toEqual({ status: "served", area: areaNamed("Parker") });
    expect(lookupServiceArea("Lone Tree, CO 80124", FACTS)).toEqual({ status: "served", area: areaNamed("Lone Tree") });
    expect(lookupServiceArea("Somewhere, CO 80016", FACTS)).toEqual({ status: "served", area: areaNamed("Aurora") });
  });

  it("answers nearby for places at the edge of the area", () => {
    expect(lookupServiceArea("Littleton", FACTS)).toMatchObject({ status: "nearby", place: { name: "Littleton" } });
    expect(lookupServiceArea("80120", FACTS)).toMatchObject({ status: "nearby", place: { name: "Littleton" } });
    expect(lookupServiceArea("sedalia, co", FACTS)).toMatchObject({ status: "nearby", place: { name: "Sedalia" } });
    expect(lookupServiceArea("80118", FACTS)).toMatchObject({ status: "nearby", place: { name: "Larkspur" } });
    expect(lookupServiceArea("Denver", FACTS)).toMatchObject({ status: "nearby", place: { name: "Southeast Denver" } });
    expect(lookupServiceArea("80237-0001", FACTS)).toMatchObject({
      status: "nearby",
      place: { name: "Southeast Denver" },
    });
  });

  it("keeps nearby places apart from the 13 cities and their ZIPs", () => {
    const servedZips = new Set(AREAS.flatMap((area) => area.zipCodes));
    for (const place of FACTS.areaListings.nearbyPlaces) {
      expect(AREAS.some((area) => area.city === place.name)).toBe(false);
      for (const zip of place.zipCodes) expect(servedZips.has(zip)).toBe(false);
    }
  });

  it.each(["Boulder", "Fort Collins, CO", "80301", "10001", "90210-1234"])("does not serve %o", (query) => {
    expect(lookupServiceArea(query, FACTS)).toEqual({ status: "not-served" });
  });

  it.each(["", "   ", "8013", "801345", "80134-12", "<script>", "Parker 2", "'", "x".repeat(81)])(
    "rejects %o",
    (query) => {
      expect(lookupServiceArea(query, FACTS)).toMatchObject({ status: "invalid", message: expect.any(String) });
    },
  );
});

describe("lookupServiceArea answers from the cities it is given (the published facts)", () => {
  const added = { city: "Sedalia", slug: "sedalia-co-cleaning", featured: false, zipCodes: ["80135"] };
  const published = {
    ...FACTS,
    serviceAreas: [...AREAS.map((area) => (area.city === "Parker" ? { ...area, city: "Parker Town" } : area)), added],
  };

  it("serves a city added by a publish, by name and by ZIP", () => {
    expect(lookupServiceArea("Sedalia", FACTS)).toMatchObject({ status: "nearby" });
    expect(lookupServiceArea("Sedalia, CO", published)).toEqual({ status: "served", area: added });
    expect(lookupServiceArea("80135", published)).toEqual({ status: "served", area: added });
  });

  it("serves a renamed city under its new name only", () => {
    expect(lookupServiceArea("parker town", published)).toMatchObject({
      status: "served",
      area: { city: "Parker Town" },
    });
    expect(lookupServiceArea("80138", published)).toMatchObject({ status: "served", area: { city: "Parker Town" } });
    expect(lookupServiceArea("Parker", published)).toEqual({ status: "not-served" });
  });
});

describe("lookupServiceArea answers from the extra ZIPs and nearby places of the facts", () => {
  it("serves an extra ZIP only while the facts list it", () => {
    expect(lookupServiceArea("80018", FACTS)).toMatchObject({ status: "served", area: { city: "Aurora" } });
    const without = { ...FACTS, areaListings: { ...FACTS.areaListings, alternateZipCodes: [] } };
    expect(lookupServiceArea("80018", without)).toEqual({ status: "not-served" });
    const moved = { ...FACTS.areaListings, alternateZipCodes: [{ city: "Parker", zipCodes: ["80018"] }] };
    expect(lookupServiceArea("80018", { ...FACTS, areaListings: moved })).toMatchObject({
      status: "served",
      area: { city: "Parker" },
    });
  });

  it("answers nearby for the places the facts list, by name, other name and ZIP", () => {
    const nearbyPlaces = [{ name: "Kittredge", aliases: ["Evergreen"], zipCodes: ["80457"] }];
    const facts = { ...FACTS, areaListings: { ...FACTS.areaListings, nearbyPlaces } };
    for (const query of ["Kittredge", "evergreen, co", "80457"])
      expect(lookupServiceArea(query, facts)).toMatchObject({ status: "nearby", place: { name: "Kittredge" } });
    expect(lookupServiceArea("Littleton", facts)).toEqual({ status: "not-served" });
  });
});
