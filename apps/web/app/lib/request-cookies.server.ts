import { parse } from 'cookie';
import type { z } from 'zod';

/** Whether the visitor reached us over HTTPS (directly, or through a proxy that says so): cookies get `Secure`. */
export function isHttpsRequest(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
}

/** A cookie holding JSON, read through its schema: null when absent, not JSON or not of that shape. */
export function readJsonCookie<Schema extends z.ZodType>(
  request: Request,
  name: string,
  schema: Schema,
): z.infer<Schema> | null {
  try {
    const raw = parse(request.headers.get('cookie') ?? '')[name];
    if (!raw) return null;
    const value = schema.safeParse(JSON.parse(raw));
    return value.success ? value.data : null;
  } catch {
    return null;
  }
}
