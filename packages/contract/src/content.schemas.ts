import { z } from 'zod';
import { SITE_LOCALES } from './locale.schemas.ts';

/**
 * The content service's wire shapes: Drupal's decoupled router (`/router/translate-path`) and JSON:API
 * (`/jsonapi/node/{bundle}`), as the API serves them whether the built-in files or a Drupal site
 * (`CRM_URL`) answer. Only the members the site reads are declared; Drupal's others pass through.
 */

export const CONTENT_LANGS = SITE_LOCALES;
export const ContentLangSchema = z.enum(CONTENT_LANGS);
export type ContentLang = z.infer<typeof ContentLangSchema>;

/**
 * Where a page with no translation in a language is read from instead. Portuguese is new and not every
 * page has its `.pt` text yet: those are served in Spanish, and the answer says so (the node's
 * `langcode` is `es`), so the page can be marked `lang="es"`. Spanish and English have no fallback:
 * a missing page is a 404.
 */
export const CONTENT_FALLBACK_LANG: Readonly<Partial<Record<ContentLang, ContentLang>>> = { pt: 'es' };

/** The node types (Drupal bundles) the site shows. */
export const CONTENT_BUNDLES = [
  'airlines_landing',
  'country_page',
  'article',
  'page',
  'faq',
  'airline_office',
  'tour_destination',
  'tour_package',
  'cruise_sailing',
] as const;
export const ContentBundleSchema = z.enum(CONTENT_BUNDLES);
export type ContentBundle = z.infer<typeof ContentBundleSchema>;

/** Spec §7: the node listing's default type and page size. */
export const DEFAULT_CONTENT_BUNDLE: ContentBundle = 'airlines_landing';
export const CONTENT_PAGE_LIMIT = 50;

/** GET /router/translate-path?path=/es/aerolineas/avianca */
export const TranslatePathQuerySchema = z.object({ path: z.string().min(1).max(512) });
export type TranslatePathQuery = z.infer<typeof TranslatePathQuerySchema>;

export const ResolvedPathSchema = z.looseObject({
  resolved: z.string(),
  isHomePath: z.boolean(),
  entity: z.looseObject({
    canonical: z.string(),
    type: z.literal('node'),
    bundle: z.string(),
    id: z.string(),
    uuid: z.string(),
    langcode: z.string(),
  }),
  label: z.string(),
  jsonapi: z.looseObject({
    individual: z.string(),
    resourceName: z.string(),
    pathPrefix: z.string(),
    basePath: z.string(),
    entryPoint: z.string(),
  }),
});
export type ResolvedPath = z.infer<typeof ResolvedPathSchema>;

const TextFieldSchema = z.looseObject({
  value: z.string(),
  format: z.string().nullable(),
  /** Sanitised HTML: the only markup the web app renders. */
  processed: z.string(),
  summary: z.string().nullable().optional(),
});

/** A node's attributes: Drupal's base fields plus `field_*` members per bundle (checked by the reader). */
export const NodeAttributesSchema = z.looseObject({
  drupal_internal__nid: z.number().int(),
  langcode: z.string(),
  title: z.string(),
  created: z.string(),
  changed: z.string(),
  path: z.looseObject({ alias: z.string().nullable(), langcode: z.string() }),
  body: TextFieldSchema.nullable(),
});
export type NodeAttributes = z.infer<typeof NodeAttributesSchema>;

export const NodeResourceSchema = z.looseObject({
  type: z.string(),
  id: z.string(),
  attributes: NodeAttributesSchema,
});
export type NodeResource = z.infer<typeof NodeResourceSchema>;

const LinkSchema = z.looseObject({ href: z.string() });

export const NodeIndividualSchema = z.looseObject({
  jsonapi: z.looseObject({ version: z.string() }).optional(),
  data: NodeResourceSchema,
  links: z.looseObject({ self: LinkSchema }).optional(),
});
export type NodeIndividual = z.infer<typeof NodeIndividualSchema>;

export const NodeCollectionSchema = z.looseObject({
  jsonapi: z.looseObject({ version: z.string() }).optional(),
  data: z.array(NodeResourceSchema),
  meta: z.looseObject({ count: z.number().int().nonnegative() }).optional(),
  links: z.looseObject({ self: LinkSchema, next: LinkSchema.optional(), prev: LinkSchema.optional() }),
});
export type NodeCollection = z.infer<typeof NodeCollectionSchema>;

/** Path parameters of the JSON:API routes; the language prefix is optional (Spanish without it). */
export const NodeCollectionParamsSchema = z.object({ bundle: ContentBundleSchema });
export const NodeIndividualParamsSchema = z.object({ bundle: ContentBundleSchema, id: z.uuid() });
export const LocalizedParamsSchema = z.object({ lang: ContentLangSchema });

/**
 * The subset of JSON:API query parameters the site uses: a page, a sort on created or title, and an
 * equality filter on the article section or category.
 */
export const NodeCollectionQuerySchema = z.object({
  'page[offset]': z.coerce.number().int().min(0).max(100_000).default(0),
  'page[limit]': z.coerce.number().int().min(1).max(CONTENT_PAGE_LIMIT).default(CONTENT_PAGE_LIMIT),
  sort: z.enum(['created', '-created', 'title', '-title']).optional(),
  'filter[field_section]': z.string().max(64).optional(),
  'filter[field_category]': z.string().max(120).optional(),
  /** A tour destination's packages: the destination's slug. */
  'filter[field_destination]': z.string().max(64).optional(),
});
export type NodeCollectionQuery = z.infer<typeof NodeCollectionQuerySchema>;

// The `field_*` members each bundle carries, read by the web app and written by the built-in source.

export const AirlineFieldsSchema = z.object({
  field_summary: z.string(),
  field_iata: z.string().regex(/^[A-Z0-9]{2}$/),
  field_country: z.string().length(2),
  field_hubs: z.array(z.string().length(3)),
  field_alliance: z.string().nullable(),
  field_website: z.url().nullable(),
});
export type AirlineFields = z.infer<typeof AirlineFieldsSchema>;

export const CountryFieldsSchema = z.object({
  field_summary: z.string(),
  field_country: z.string().length(2),
  field_airports: z.array(z.string().length(3)),
  field_currency: z.string().length(3),
  field_best_time: z.string(),
});
export type CountryFields = z.infer<typeof CountryFieldsSchema>;

export const ArticleFieldsSchema = z.object({
  field_summary: z.string(),
  field_section: z.enum(['blog', 'noticias', 'articulos']),
  field_category: z.string(),
  field_author: z.string(),
  field_tags: z.array(z.string()),
});
export type ArticleFields = z.infer<typeof ArticleFieldsSchema>;

export const PageFieldsSchema = z.object({ field_summary: z.string() });
export type PageFields = z.infer<typeof PageFieldsSchema>;

export const FaqFieldsSchema = z.object({
  field_group_id: z.string(),
  field_group_title: z.string(),
  field_weight: z.number().int(),
});
export type FaqFields = z.infer<typeof FaqFieldsSchema>;

export const AirlineOfficeSchema = z.object({
  airline: z.string(),
  place: z.string(),
  hours: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.url().nullable(),
});
export type AirlineOffice = z.infer<typeof AirlineOfficeSchema>;

export const AirlineOfficeFieldsSchema = z.object({
  field_country: z.string().length(2),
  field_weight: z.number().int(),
  field_offices: z.array(AirlineOfficeSchema),
});
export type AirlineOfficeFields = z.infer<typeof AirlineOfficeFieldsSchema>;

const IsoDateSchema = z.iso.date();
const IataSchema = z.string().regex(/^[A-Z]{3}$/);
const UsdSchema = z.number().int().positive();
/** A place on a map, in decimal degrees. */
const GeoPointSchema = z.object({
  name: z.string().min(1),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});

export const TourDestinationFieldsSchema = z.object({
  field_summary: z.string(),
  field_country: z.string().regex(/^[A-Z]{2}$/),
  field_airport: IataSchema,
});
export type TourDestinationFields = z.infer<typeof TourDestinationFieldsSchema>;

export const TourDepartureSchema = z.object({ date: IsoDateSchema, price: UsdSchema });
export type TourDeparture = z.infer<typeof TourDepartureSchema>;
export const TourStopSchema = GeoPointSchema;
export type TourStop = z.infer<typeof TourStopSchema>;
export const TourDaySchema = z.object({
  day: z.number().int().positive(),
  title: z.string().min(1),
  text: z.string().min(1),
});
export type TourDay = z.infer<typeof TourDaySchema>;

/** A tour package; prices are whole US dollars per person sharing a double room. */
export const TourPackageFieldsSchema = z.object({
  field_summary: z.string(),
  /** The slug of its tour_destination (the first segment after /turs). */
  field_destination: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  field_days: z.number().int().min(1).max(60),
  field_price_from: UsdSchema,
  field_airport: IataSchema,
  field_departures: z.array(TourDepartureSchema).min(1),
  field_stops: z.array(TourStopSchema).min(1),
  field_included: z.array(z.string().min(1)),
  field_not_included: z.array(z.string().min(1)),
  field_itinerary: z.array(TourDaySchema).min(1),
});
export type TourPackageFields = z.infer<typeof TourPackageFieldsSchema>;

export const CRUISE_CABIN_TYPES = ['interior', 'oceanview', 'balcony', 'suite'] as const;
export const CruiseCabinSchema = z.object({ type: z.enum(CRUISE_CABIN_TYPES), price: UsdSchema });
export type CruiseCabin = z.infer<typeof CruiseCabinSchema>;
export const CruisePortSchema = GeoPointSchema.extend({ day: z.number().int().positive() });
export type CruisePort = z.infer<typeof CruisePortSchema>;

/** A dated cruise sailing; prices are whole US dollars per person in a double cabin. */
export const CruiseSailingFieldsSchema = z.object({
  field_summary: z.string(),
  field_cruise_line: z.string().min(1),
  field_ship: z.string().min(1),
  field_departure_port: z.object({ code: IataSchema, name: z.string().min(1) }),
  field_departure_date: IsoDateSchema,
  field_nights: z.number().int().min(1).max(120),
  field_price_from: UsdSchema,
  field_ports: z.array(CruisePortSchema).min(2),
  field_cabins: z.array(CruiseCabinSchema).min(1),
});
export type CruiseSailingFields = z.infer<typeof CruiseSailingFieldsSchema>;

/** GET /content/search: the site search's content half (airports come from /search/airports). */
export const ContentSearchQuerySchema = z.object({
  q: z.string().trim().min(2).max(100),
  lang: ContentLangSchema.default('es'),
  limit: z.coerce.number().int().min(1).max(CONTENT_PAGE_LIMIT).default(20),
});
export type ContentSearchQuery = z.infer<typeof ContentSearchQuerySchema>;

/** The bundles with a page of their own, which site search and the sitemap list. */
export const PAGE_BUNDLES: readonly ContentBundle[] = [
  'airlines_landing',
  'country_page',
  'article',
  'page',
  'tour_destination',
  'tour_package',
  'cruise_sailing',
];
