import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/** shared/ sits beside the repository (CI clones it there); walk up until it is found. */
function findAmadeusFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i += 1) {
    const candidate = path.join(dir, 'shared', 'reference', 'amadeus');
    if (fs.existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('shared/reference/amadeus not found beside the repository');
}

/** An ajv validator for one definition of an Amadeus Swagger file, e.g. FlightOffer. */
export function compileAmadeusDefinition(
  file: string,
  definition: string,
): { validate: ValidateFunction; ajv: Ajv } {
  // Some files (HotelSearch_v3, HotelBooking_v2) escape their decimal patterns twice ("^\\\\d+"),
  // which would match a backslash and never a number: read them as the regexes they mean.
  const text = fs.readFileSync(path.join(findAmadeusFolder(), file), 'utf8').replaceAll('\\\\\\\\', '\\\\');
  const swagger = JSON.parse(text) as { definitions: Record<string, unknown> };
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  // Amadeus marks local times ("2017-10-23T20:00:00", no offset) as date-time: ISO 8601 local time.
  ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  return {
    validate: ajv.compile({ definitions: swagger.definitions, $ref: `#/definitions/${definition}` }),
    ajv,
  };
}
