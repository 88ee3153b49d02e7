import { faqPlainText } from "../content/faq-page";
import { filledFaqGroups } from "../content/filled-copy";
import type { SiteFacts } from "../facts/site-facts-schema";
import { STOP_WORDS } from "./text";

type Faq = SiteFacts["faqs"][number]["faqs"][number];

/** Every published FAQ, in page order, its fact tokens filled from the same revision. */
export function publishedFaqs(facts: SiteFacts): Faq[] {
  return filledFaqGroups(facts).flatMap((group) => group.faqs);
}

/** An FAQ's answer as plain text (tags stripped), found by the start of its question. */
export function faqAnswer(facts: SiteFacts, questionStart: string): string | undefined {
  const faq = publishedFaqs(facts).find((candidate) =>
    candidate.question.toLowerCase().startsWith(questionStart.toLowerCase()),
  );
  return faq ? answerText(faq) : undefined;
}

function answerText(faq: Faq): string {
  return faqPlainText({ question: "", answerHtml: faq.answerHtml });
}

/** Meaningful words a message must share with an FAQ before Dove offers that FAQ as a guess. */
const MIN_SHARED_WORDS = 2;

/** The FAQ sharing the most meaningful words with the message, when it shares at least two. */
export function bestFaq(facts: SiteFacts, text: string): { question: string; answer: string } | undefined {
  const words = [...new Set(text.split(/[^a-z0-9]+/).filter((word) => word.length > 3 && !STOP_WORDS.has(word)))];
  if (words.length === 0) return undefined;
  let best: { score: number; faq: Faq } | undefined;
  for (const faq of publishedFaqs(facts)) {
    const haystack = faqPlainText(faq).toLowerCase();
    const score = words.filter((word) => new RegExp(`\\b${word}`).test(haystack)).length;
    if (score > 0 && (!best || score > best.score)) best = { score, faq };
  }
  if (!best || best.score < MIN_SHARED_WORDS) return undefined;
  return { question: best.faq.question, answer: answerText(best.faq) };
}
