import { describe, expect, it } from "vitest";
import { SERVICE_AREAS } from "#shared/areas/cities";
import type { ServiceArea } from "#shared/areas/cities";
import { NEARBY_PLACES, lookupServiceArea } from "#shared/areas/lookup";

function areaNamed(city: string): ServiceArea {
  const area = SERVICE_AREAS.find((candidate) => candidate.city === city);
  if (!area) throw new Error(`no area ${city}`);
  return area;
}

describe("lookupServiceArea", () => {
  it.each(["Parker", "parker", "  PARKER  ", "Parker, CO", "parker co", "Parker, Colorado", "Parker CO."])(
    "serves %o",
    (query) => {
      expect(lookupServiceArea(query)).toEqual({ status: "served", area: areaNamed("Parker") });
    },
  );

  it("serves multi-word cities however they are typed", () => {
    expect(lookupServiceArea("castle rock co")).toEqual({ status: "served", area: areaNamed("Castle Rock") });
    expect(lookupServiceArea("Castle-Rock")).toEqual({ status: "served", area: areaNamed("Castle Rock") });
    expect(lookupServiceArea("the  pinery")).toEqual({ status: "served", area: areaNamed("The Pinery") });
  });

  it("serves every city on the list", () => {
    for (const area of SERVICE_AREAS) expect(lookupServiceArea(area.city)).toEqual({ status: "served", area });
  });

  it("serves every listed ZIP", () => {
    for (const area of SERVICE_AREAS) {
      for (const zip of area.zipCodes) expect(lookupServiceArea(zip).status).toBe("served");
    }
    expect(lookupServiceArea("80104")).toEqual({ status: "served", area: areaNamed("Castle Rock") });
    expect(lookupServiceArea("80124")).toEqual({ status: "served", area: areaNamed("Lone Tree") });
  });

  it("serves a ZIP listed only on the alternate page (Aurora 80018)", () => {
    expect(lookupServiceArea("80018")).toEqual({ status: "served", area: areaNamed("Aurora") });
  });

  it("accepts ZIP+4 and a ZIP after the city", () => {
    expect(lookupServiceArea("80134-1234")).toEqual({ status: "served", area: areaNamed("Parker") });
    expect(lookupServiceArea("Lone Tree, CO 80124")).toEqual({ status: "served", area: areaNamed("Lone Tree") });
    expect(lookupServiceArea("Somewhere, CO 80016")).toEqual({ status: "served", area: areaNamed("Aurora") });
  });

  it("answers nearby for places at the edge of the area", () => {
    expect(lookupServiceArea("Littleton")).toMatchObject({ status: "nearby", place: { name: "Littleton" } });
    expect(lookupServiceArea("80120")).toMatchObject({ status: "nearby", place: { name: "Littleton" } });
    expect(lookupServiceArea("sedalia, co")).toMatchObject({ status: "nearby", place: { name: "Sedalia" } });
    expect(lookupServiceArea("80118")).toMatchObject({ status: "nearby", place: { name: "Larkspur" } });
    expect(lookupServiceArea("Denver")).toMatchObject({ status: "nearby", place: { name: "Southeast Denver" } });
    expect(lookupServiceArea("80237-0001")).toMatchObject({ status: "nearby", place: { name: "Southeast Denver" } });
  });

  it("keeps nearby places apart from the 13 cities and their ZIPs", () => {
    const servedZips = new Set(SERVICE_AREAS.flatMap((area) => area.zipCodes));
    for (const place of NEARBY_PLACES) {
      expect(SERVICE_AREAS.some((area) => area.city === place.name)).toBe(false);
      for (const zip of place.zipCodes) expect(servedZips.has(zip)).toBe(false);
    }
  });

  it.each(["Boulder", "Fort Collins, CO", "80301", "10001", "90210-1234"])("does not serve %o", (query) => {
    expect(lookupServiceArea(query)).toEqual({ status: "not-served" });
  });

  it.each(["", "   ", "8013", "801345", "80134-12", "<script>", "Parker 2", "'", "x".repeat(81)])(
    "rejects %o",
    (query) => {
      expect(lookupServiceArea(query)).toMatchObject({ status: "invalid", message: expect.any(String) });
    },
  );
});
