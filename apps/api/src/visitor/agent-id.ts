import { createHmac, timingSafeEqual } from 'node:crypto';
import { cryptoIds, type Ids } from '../platform/ids.ts';

/** The HttpOnly cookie that carries the visitor's agentId between the browser and the API. */
export const AGENT_ID_COOKIE = 'agent_id';
export const AGENT_ID_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const ID_BYTES = 16;
const TAG_BYTES = 16;
/** 128 random bits then a 128-bit tag, lowercase hex: 64 characters, within AgentIdSchema. */
const ISSUED_PATTERN = new RegExp(`^[0-9a-f]{${2 * (ID_BYTES + TAG_BYTES)}}$`);
/**
 * Ids already found genuine, so a visitor's every request (~20 a booking) does not compute the HMAC
 * again (2 % of a booking's CPU). Only genuine ids enter, so no one fills it without ids we issued;
 * emptied when full.
 */
const KNOWN_IDS_MAX = 20_000;

/**
 * Visitor ids only the API can mint: random bits plus an HMAC tag keyed from the payment MAC secret.
 * The key is derived under its own label, so a tag is never a MAC of anything else the secret signs.
 */
export function createAgentIds(macSecret: string, ids: Pick<Ids, 'bytes'> = cryptoIds) {
  const key = createHmac('sha256', macSecret).update('agent-id-key').digest();
  const tagOf = (id: string) => createHmac('sha256', key).update(id).digest().subarray(0, TAG_BYTES);
  const known = new Set<string>();
  const remember = (agentId: string) => {
    if (known.size >= KNOWN_IDS_MAX) known.clear();
    known.add(agentId);
  };
  return {
    issue(): string {
      const id = ids.bytes(ID_BYTES).toString('hex');
      const agentId = `${id}${tagOf(id).toString('hex')}`;
      remember(agentId);
      return agentId;
    },
    /**
     * Whether the API issued this id. The tag is compared in constant time, so a refusal says nothing
     * about it; an id found genuine before answers from memory.
     */
    isIssued(value: unknown): value is string {
      if (typeof value !== 'string' || !ISSUED_PATTERN.test(value)) return false;
      if (known.has(value)) return true;
      const id = value.slice(0, 2 * ID_BYTES);
      const genuine = timingSafeEqual(Buffer.from(value.slice(2 * ID_BYTES), 'hex'), tagOf(id));
      if (genuine) remember(value);
      return genuine;
    },
  };
}
export type AgentIds = ReturnType<typeof createAgentIds>;
