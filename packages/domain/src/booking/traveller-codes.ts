// The request codes a traveller picks from, apart from the schemas (zod) that check them, so a
// form can list them without loading the validation.

/** Spec §9 special service request codes. */
export const MEAL_CODES = [
  'AVML',
  'BBML',
  'BLML',
  'CHML',
  'DBML',
  'FPML',
  'GFML',
  'HNML',
  'JPML',
  'KSML',
  'LCML',
  'LFML',
  'LSML',
  'MOML',
  'NFML',
  'NLML',
  'OBML',
  'ORML',
  'RVML',
  'SFML',
  'SPML',
  'VGML',
  'VLML',
  'VOML',
] as const;
export const SPECIAL_ASSISTANCE_CODES = ['WCHR', 'WCHS', 'WCHC'] as const;
