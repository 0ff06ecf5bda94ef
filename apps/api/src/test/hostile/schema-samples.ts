/** The parts of JSON Schema (as @fastify/swagger writes OpenAPI 3) the samples need. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  default?: unknown;
}

/** A plausible value for a schema: enough for the request to reach the route's own checks. */
export function sampleFor(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sampleFor(variant, depth + 1);
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((part) => sampleFor(part, depth + 1) as object));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const entries = Object.entries(schema.properties ?? {}).map(([key, value]) => [
        key,
        sampleFor(value, depth + 1),
      ]);
      return Object.fromEntries(entries);
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () =>
        sampleFor(schema.items, depth + 1),
      );
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'date') return '2027-03-10';
      if (schema.format === 'date-time') return '2027-03-10T10:00:00Z';
      if (schema.format === 'email') return 'viajero@example.com';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.pattern === '^[A-Z]{3}$') return 'BOG';
      return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
    default:
      return 'a';
  }
}

/** Every path to a leaf of a sample value, e.g. ['legInfo', 0, 'from']. */
export function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...prefix, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key]));
  }
  return [prefix];
}

/** A deep copy of `value` with the leaf at `path` replaced. */
export function withLeaf(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? withLeaf(item, rest, replacement) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head as string]: withLeaf(record[head as string], rest, replacement) };
}
