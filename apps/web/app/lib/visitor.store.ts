import { create } from 'zustand';

/** What start-up learnt about the visitor (spec §2, §7), shared by the features that need it. */
export type VisitorLocation = {
  detected: boolean;
  countryCode: string | null;
  currencyCode: string;
  flag: string | null;
  latitude: number | null;
  longitude: number | null;
};

type VisitorState = {
  agentId: string | null;
  /** null until the location call answers (or fails, which means USD). */
  location: VisitorLocation | null;
  setAgentId: (agentId: string) => void;
  setLocation: (location: VisitorLocation) => void;
};

/** Spec §8: a failed location lookup sets the currency to USD. */
export const UNKNOWN_VISITOR_LOCATION: VisitorLocation = {
  detected: false,
  countryCode: null,
  currencyCode: 'USD',
  flag: null,
  latitude: null,
  longitude: null,
};

export const useVisitorStore = create<VisitorState>()((set) => ({
  agentId: null,
  location: null,
  setAgentId: (agentId) => set({ agentId }),
  setLocation: (location) => set({ location }),
}));
