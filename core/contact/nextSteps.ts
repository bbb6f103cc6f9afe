/**
 * What happens after a visitor writes, in three steps: told on the contact page beside the form, in the confirmation
 * that replaces the form once sent, and on the no-JavaScript thank-you page, so all three say the same. The steps are
 * the one offer of core/config/site.ts (a free call, then a fixed-price assessment); they say it in its words. Pure.
 */
import { offer } from "../config/site";

export interface NextStep {
  title: string;
  body: string;
}

export const NEXT_STEPS: readonly NextStep[] = [
  {
    title: "A reply within one business day",
    body: "A partner reads your message and answers with questions or times for a call.",
  },
  {
    title: "A free 30-minute call",
    body: "With a senior consultant: we listen, ask about your constraints and tell you honestly whether we are the right fit.",
  },
  {
    title: "If we fit, a fixed-price assessment",
    body: `We propose ${offer.assessment}, with its scope and price in writing. You keep its findings whatever you decide.`,
  },
];
