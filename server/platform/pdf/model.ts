import { imageGalleryTypes } from "../../../src/contract/galleries.js";
import { array, enums, integer, nullable, number, optional, size, string, type, type Infer } from "superstruct";

const text = optional(nullable(string()));

/**
 * The `model` field of `POST /api/pdf/{type}/new`: the talent plus the active
 * gallery, image paths already switched from /hr/ to /medium/ by the caller.
 */
export const PdfModel = type({
  id: integer(),
  name: size(string(), 1, 200),
  gender: optional(nullable(string())),
  height: text,
  bust: text,
  waist: text,
  hips: text,
  shoes: text,
  hair: text,
  eyes: text,
  instagram: text,
  tiktok: text,
  gallery: type({
    type: enums(imageGalleryTypes),
    items: size(
      array(type({ file: size(string(), 1, 2000), width: optional(nullable(number())), height: optional(nullable(number())) })),
      0,
      200,
    ),
  }),
});
export type PdfModel = Infer<typeof PdfModel>;

/** Several talents in one document (the shareable selection). */
export const PdfSelectionModel = type({ talents: size(array(PdfModel), 1, 100) });
export type PdfSelectionModel = Infer<typeof PdfSelectionModel>;
