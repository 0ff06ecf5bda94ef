// Apart from iso-date.ts so that the search form's date helpers do not bring zod into the page.
import { z } from 'zod';

export const IsoDateSchema = z.iso.date({ error: 'must be a date as yyyy-MM-dd' });
export type IsoDate = z.infer<typeof IsoDateSchema>;
