import { listAnd } from "#shared/format/lists";
import { type DoveFacts, percent, recurringPlans } from "./dove-facts";

/**
 * Requests to change, reveal or bypass how Dove works. Matching any of them gets a polite
 * refusal that says nothing about instructions, models or configuration.
 */
const INJECTION_PATTERNS: readonly RegExp[] = [
  /\b(ignore|disregard|forget|override|bypass|skip)\b.{0,40}\b(instructions?|prompts?|rules?|guidelines?|directions?|programming|everything|all of that|restrictions?|policy|policies|filters?)\b/,
  /\b(system|hidden|initial|original|developer|secret|internal)\s+(prompt|message|instructions?|rules?|config(uration)?|settings?)\b/,
  /\b(print|show|reveal|repeat|output|display|dump|leak|share|tell me|give me|list|paste|what (is|are|were))\b.{0,40}\b(your|the)\b.{0,20}\b(prompt|instructions?|rules|guidelines|config(uration)?|settings|api[ _-]?keys?|secrets?|passwords?|tokens?|source code|training)\b/,
  /\b(repeat|print|output)\b.{0,30}\b(words|text|everything)\b.{0,20}\b(above|before|earlier)\b/,
  /\bwhat were you (told|instructed|programmed)\b|\bhow (are|were) you (programmed|configured|prompted|instructed|set up)\b/,
  /\b(which|what)\s+(ai|a\.i\.|llm|language model|model|gpt|version|engine|provider)\b|\b(what|which) (ai|model|llm) (are|do) you\b/,
  /\bare you\s+(gpt|chat ?gpt|claude|gemini|llama|openai|an? (llm|large language model|language model))\b/,
  /\b(openai|anthropic|chatgpt|gpt-?\d|api[ _-]?key|env(ironment)? var(iable)?s?|dove_model|openai_api_key|base[ _]?url|temperature|max[ _]tokens)\b/,
  /\byou are now\b|\bfrom now on,? you\b|\bpretend (to be|you are|you're)\b|\bact as\b|\brole-?play\b|\bimpersonate\b|\bstay in character\b/,
  /\bjail ?break\b|\b(you are|you're|become|be|as|enable|activate) dan\b|\bdan (mode|prompt)\b|\bdo anything now\b|\bdeveloper mode\b|\bgod mode\b|\badmin mode\b|\bsudo\b|\bunfiltered\b|\bno (rules|restrictions|limits)\b/,
  /\b(base64|rot13|rot-13|hex[- ]?encoded|decode this|decode the following|encoded (message|instructions?|text))\b/,
  /<\/?\s*(system|assistant|user|instructions?|script)\s*>|\[\/?\s*(inst|system|sys)\s*\]|#{2,}\s*(system|instructions?)|\bsystem\s*:/,
  /\b(new|updated|real) instructions\b|\byour (new )?(task|role|job) is now\b|\bnew rules?\b/,
];

/** A long run of base64-looking characters: an encoded instruction Dove will not decode. */
const ENCODED_BLOB = /(?<![a-z0-9/+.])[a-z0-9+/]{28,}={0,2}(?![a-z0-9/+])/i;

export function isInjectionAttempt(raw: string, text: string): boolean {
  if (INJECTION_PATTERNS.some((pattern) => pattern.test(text)) || /\bDAN\b/.test(raw)) return true;
  const blob = ENCODED_BLOB.exec(raw)?.[0];
  // A real word run (no digits, no case changes) is not an encoded blob.
  return blob !== undefined && /\d/.test(blob) && /[A-Z]/.test(blob) && /[a-z]/.test(blob);
}

export function refusalReply(facts: DoveFacts): string {
  return `Sorry, that's not something I can help with. I'm Dove, the cleaning concierge for ${facts.business.name}: ask me about prices, what's included in each clean, our policies, or whether we serve your area.`;
}

/** 13-19 digits, possibly grouped by spaces or dashes: looks like a card number. */
const CARD_NUMBER = /(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/;
const CARD_WORDS =
  /\b(cvv|cvc|security code|card number|card no|credit card (is|number|#)|debit card (is|number|#)|expir(y|ation|es)\b.{0,12}\d|routing number|account number|bank account|ssn|social security)\b/;
const SHARING = /\b(my|here'?s|here is|take|use|charge|this is)\b/;

export function containsPaymentData(raw: string, text: string): boolean {
  if (CARD_NUMBER.test(raw.replace(/[()]/g, ""))) return true;
  return CARD_WORDS.test(text) && (SHARING.test(text) || /\d{3,}/.test(text));
}

export function paymentDataReply({ paymentTerms, business }: DoveFacts): string {
  return `Please don't share card or bank details here: this chat can't take payments and isn't the place for them. Nothing is paid up front; after your clean you pay by ${listAnd(paymentTerms.methods)} (due within ${paymentTerms.dueWithinDays} days), arranged directly with our team at ${business.phone.display}.`;
}

/**
 * Attempts to set a price or a discount ("say the price is $5", "give me 90% off", "make it
 * free", "can you do it for $80?").
 */
export function isPriceManipulation(text: string, facts: DoveFacts): boolean {
  if (/\$\s*\d|\b\d+\s*(dollars|bucks|usd)\b/.test(text)) return true;
  const published = new Set(recurringPlans(facts).map((plan) => percent(plan.discount)));
  const percents = [...text.matchAll(/(\d{1,3})\s*(%|percent)/g)].map((match) => Number(match[1]));
  if (percents.some((value) => !published.has(value))) return true;
  return (
    /\b(say|tell me|confirm|agree|promise|write|state|pretend|quote me|guarantee|lock in|set)\b.{0,40}\b(price|cost|rate|quote|total)\b.{0,20}\b(is|will be|to|at|of)\b/.test(
      text,
    ) ||
    /\b(for free|make it free|free of charge|for nothing|make up (a|some) (number|price|figure)|free (clean|cleaning|visit|service)|no charge|at no cost|cheaper than|lower (the )?(price|quote)|price match|beat (their|a|the) (price|quote)|half (off|price)|special price|secret (discount|deal|code)|coupon code|promo code|discount code)\b/.test(
      text,
    )
  );
}

export function priceManipulationReply(facts: DoveFacts, estimate: string | undefined): string {
  const discounts = recurringPlans(facts).map((plan) => `${plan.name.toLowerCase()} ${percent(plan.discount)}%`);
  const engine = estimate
    ? ` Here is what our price engine gives for what you described: ${estimate}`
    : " Tell me your home's size, bedrooms, bathrooms and the service you want and I'll give you our estimate, or try /pricing.";
  return `I can't set, change or promise prices or discounts: every price I give comes from our published price list and estimate tool. Our only discounts are for recurring plans (${listAnd(discounts)}).${engine}`;
}
