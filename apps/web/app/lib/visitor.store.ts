import { create } from 'zustand';

/** Where the visitor is (spec §2, §7: GET /visitor/location), shared by the features that need it. */
export type VisitorLocation = {
  detected: boolean;
  countryCode: string | null;
  currencyCode: string;
  latitude: number | null;
  longitude: number | null;
};

type VisitorState = {
  agentId: string | null;
  /**
   * Where the browser's own start-up located the visitor, when the server could not tell (see
   * useVisitorLocation); null until that call answers (or fails, which means USD).
   */
  location: VisitorLocation | null;
  setAgentId: (agentId: string) => void;
  setLocation: (location: VisitorLocation) => void;
};

/** Spec §8: a failed location lookup sets the currency to USD. */
export const UNKNOWN_VISITOR_LOCATION: VisitorLocation = {
  detected: false,
  countryCode: null,
  currencyCode: 'USD',
  latitude: null,
  longitude: null,
};

export const useVisitorStore = create<VisitorState>()((set) => ({
  agentId: null,
  location: null,
  setAgentId: (agentId) => set({ agentId }),
  setLocation: (location) => set({ location }),
}));
