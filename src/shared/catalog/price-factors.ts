/** Published pricing factors shown on /pricing, whole dollars. */
export const PRICE_FACTORS = {
  extraBedroom: 10,
  extraBathroom: 15,
  petFriendly: 15,
  /** Home condition can move a quote up or down by this fraction. */
  conditionAdjustment: 0.08,
  minimumService: 100,
} as const;
