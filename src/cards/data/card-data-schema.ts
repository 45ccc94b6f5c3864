/**
 * The shape of card data (a Scryfall card object, DESIGN "Real cards") as a zod/mini schema:
 * what a scenario's `cards`, a `--cards` file, the offline catalogue, the IndexedDB cache and
 * Scryfall's answers must look like before Stackyard reads them. Only the fields of
 * {@link CardData} are kept; any other field of a Scryfall object (prices, legalities...) is
 * dropped, never an error. Shape only: plain-words problems are made by the scenario layer
 * (`src/scenario/cards/card-list.ts`), which reads files.
 */
import * as z from 'zod/mini';
import { CARD_LIMITS, type CardData, type CardFace } from './card-data';

export { CARD_LIMITS } from './card-data';

/** Image URLs must point at Scryfall's file hosts (no tracking pixels from a shared file). */
export const SCRYFALL_IMAGE_URL = /^https:\/\/(?:[a-z0-9-]+\.)*scryfall\.(?:io|com)\//;

const short = () => z.string().check(z.maxLength(CARD_LIMITS.shortLength));
const name = () =>
  z.string().check(
    z.minLength(1),
    z.maxLength(CARD_LIMITS.nameLength),
    z.refine((v: string) => v.trim() !== '' && !/\p{Cc}/u.test(v), {
      error: 'a card name must not be blank or contain line breaks',
    }),
  );
const oracle = () => z.string().check(z.maxLength(CARD_LIMITS.textLength));
const imageUrl = () =>
  z
    .string()
    .check(
      z.maxLength(CARD_LIMITS.shortLength),
      z.regex(SCRYFALL_IMAGE_URL, { error: 'a Scryfall image URL (https://cards.scryfall.io/...)' }),
    );
/** A colour: `W`, `U`, `B`, `R` or `G` (CR 105.1). */
const Color = z.enum(['W', 'U', 'B', 'R', 'G']);
const shortList = () => z.array(z.string().check(z.maxLength(60))).check(z.maxLength(50));

/** Scryfall's `image_uris`. */
export const ImageUrisSchema = z.object({
  small: z.optional(imageUrl()),
  normal: z.optional(imageUrl()),
  large: z.optional(imageUrl()),
  png: z.optional(imageUrl()),
  art_crop: z.optional(imageUrl()),
  border_crop: z.optional(imageUrl()),
});

/** One face of a multi-faced card (`card_faces[i]`). */
export const CardFaceSchema = z.object({
  name: name(),
  mana_cost: z.optional(short()),
  type_line: z.optional(short()),
  oracle_text: z.optional(oracle()),
  power: z.optional(z.string().check(z.maxLength(10))),
  toughness: z.optional(z.string().check(z.maxLength(10))),
  loyalty: z.optional(z.string().check(z.maxLength(10))),
  defense: z.optional(z.string().check(z.maxLength(10))),
  colors: z.optional(z.array(Color).check(z.maxLength(5))),
  image_uris: z.optional(ImageUrisSchema),
});

/** One card: a Scryfall card object, trimmed to {@link CardData}'s fields. */
export const CardDataSchema = z.object({
  object: z.optional(z.literal('card')),
  id: z.optional(z.string().check(z.maxLength(60))),
  oracle_id: z.optional(z.string().check(z.maxLength(60))),
  name: name(),
  layout: z.optional(z.string().check(z.maxLength(40))),
  mana_cost: z.optional(short()),
  type_line: z.optional(short()),
  oracle_text: z.optional(oracle()),
  power: z.optional(z.string().check(z.maxLength(10))),
  toughness: z.optional(z.string().check(z.maxLength(10))),
  loyalty: z.optional(z.string().check(z.maxLength(10))),
  defense: z.optional(z.string().check(z.maxLength(10))),
  colors: z.optional(z.array(Color).check(z.maxLength(5))),
  color_identity: z.optional(z.array(Color).check(z.maxLength(5))),
  keywords: z.optional(shortList()),
  produced_mana: z.optional(shortList()),
  card_faces: z.optional(z.array(CardFaceSchema).check(z.minLength(1), z.maxLength(CARD_LIMITS.faces))),
  image_uris: z.optional(ImageUrisSchema),
  artist: z.optional(short()),
  set: z.optional(z.string().check(z.maxLength(20))),
  collector_number: z.optional(z.string().check(z.maxLength(20))),
});

// What the schema keeps is a valid CardData (the schema may be narrower: colours are W U B R G).
const keepsCard: z.output<typeof CardDataSchema> extends CardData ? true : false = true;
const keepsFace: z.output<typeof CardFaceSchema> extends CardFace ? true : false = true;
void keepsCard;
void keepsFace;
