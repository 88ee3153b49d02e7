import { z } from "zod";

export const ALT_MAX = 300;

/** Alt text: required, because a photo on the site must say what it shows to people who cannot see it. */
export const AltSchema = z
  .string({ error: "alt: describe the photo (alt text is required)" })
  .trim()
  .min(1, "Describe the photo (alt text is required)")
  .max(ALT_MAX, `Keep the description under ${ALT_MAX} characters`);

const focus = (axis: string) =>
  z.coerce
    .number({ error: `${axis} must be a number from 0 to 1` })
    .min(0, `${axis} must be from 0 to 1`)
    .max(1, `${axis} must be from 0 to 1`);

export const FocusSchema = z.object({ focusX: focus("focusX").default(0.5), focusY: focus("focusY").default(0.5) });

/** The upload's text fields (query parameters of POST /api/admin/photos; the body is the photo). */
export const PhotoDetailsSchema = FocusSchema.extend({ alt: AltSchema });
export type PhotoDetails = z.infer<typeof PhotoDetailsSchema>;
