/**
 * The comparison guide at /resources/deep-clean-vs-standard: an at-a-glance table, the tasks
 * each clean covers, when to choose which, and its FAQs. Names, prices, discounts, durations, crew
 * size and the tasks come from the published facts; who each clean suits from the service pages.
 */
import { WHO_ITS_FOR } from "./service-pages";
import type { Faq } from "./types";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { listOr } from "#shared/format/lists";
import { formatDollars } from "#shared/pricing/format";

export interface ComparisonRow {
  label: string;
  standard: string;
  deep: string;
}

export interface Recommendation {
  service: "standard" | "deep";
  title: string;
  reasons: readonly string[];
}

export interface DeepVsStandardGuide {
  rows: readonly ComparisonRow[];
  /** Task by task: every standard task is in both cleans; the deep clean adds its own. */
  tasksInBoth: readonly string[];
  deepOnlyTasks: readonly string[];
  recommendations: readonly Recommendation[];
  verdict: string;
  faqs: readonly Faq[];
}

type Service = CoreSiteFacts["services"]["standard"];

const RECURRING_FREQUENCY_KEYS = ["weekly", "bi-weekly", "monthly"] as const;

function priceModel(service: Service): string {
  return service.priceType === "flat_rate"
    ? `Flat rate by home size, from ${formatDollars(service.basePrice ?? 0)}`
    : `Hourly, ${formatDollars(service.hourlyRate ?? 0)} per cleaner per hour`;
}

const isIncludesStandard = (task: string): boolean => task.startsWith("Everything in");

export function deepVsStandardGuide({
  services,
  frequencies,
  serviceTimes,
}: Pick<CoreSiteFacts, "services" | "frequencies" | "serviceTimes">): DeepVsStandardGuide {
  const { standard, deep } = services;
  const { durations, deepCleanCrew: crew, deepCleansPerYear } = serviceTimes;
  const recurring = RECURRING_FREQUENCY_KEYS.map((key) => frequencies[key]);
  const maxDiscountPercent = Math.round(Math.max(...recurring.map((frequency) => frequency.discount)) * 100);
  const frequencyNames = listOr(recurring.map((frequency) => frequency.name.toLowerCase()));
  const deepPerYear = `${deepCleansPerYear.min}-${deepCleansPerYear.max}`;
  return {
    rows: [
      {
        label: "Purpose",
        standard: "Maintains a home that is already in good shape",
        deep: "Resets a home with built-up dust, grime and hard-water scale",
      },
      {
        label: "What's included",
        standard: "Kitchen, bathrooms, dusting, floors, beds and trash, room by room",
        deep: "Everything in a standard clean, plus baseboards, grout, fixtures, vents, cabinet fronts and more",
      },
      {
        label: "Typical duration",
        standard: durations.standard,
        deep: `${durations.deep}, usually with a crew of ${crew.cleaners}`,
      },
      { label: "Price model", standard: priceModel(standard), deep: priceModel(deep) },
      {
        label: "Recommended frequency",
        standard: `Recurring: ${frequencyNames}, with up to ${maxDiscountPercent}% off every visit`,
        deep: `${deepPerYear} times a year, plus before a recurring plan starts`,
      },
    ],
    tasksInBoth: standard.bullets,
    deepOnlyTasks: deep.bullets.filter((task) => !isIncludesStandard(task)),
    recommendations: [
      { service: "standard", title: `Choose a ${standard.name} when…`, reasons: WHO_ITS_FOR.standard },
      { service: "deep", title: `Choose a ${deep.name} when…`, reasons: WHO_ITS_FOR.deep },
    ],
    verdict: `For most homes the best value is one deep clean to reset everything, then recurring standard cleans to keep it that way, with a deep clean ${deepPerYear} times a year to catch what builds up between visits.`,
    faqs: [
      {
        question: "How do I know if my home needs a deep clean?",
        answerHtml: `<p>If it has been more than a few months since a professional clean, if you can see dust on baseboards and vents, soap scum or hard-water scale in the bathrooms, or grease on cabinet fronts, start with a <a href="/services/deep">deep clean</a>. Homes that are already cleaned regularly usually only need a standard clean.</p>`,
      },
      {
        question: "Why is a deep clean priced by the hour?",
        answerHtml: `<p>A standard clean covers the same tasks every visit, so we can price it flat by home size, from <strong>${formatDollars(standard.basePrice ?? 0)}</strong>. A deep clean depends on how much has built up, so it is billed at <strong>${formatDollars(deep.hourlyRate ?? 0)} per cleaner per hour</strong>; most homes need ${crew.cleaners} cleaners for ${crew.hours.min}-${crew.hours.max} hours. Try our <a href="/resources/estimate-calculator">estimate calculator</a> for your home.</p>`,
      },
      {
        question: "Do I need a deep clean if I already have recurring cleaning?",
        answerHtml: `<p>Recurring standard cleans keep the everyday surfaces in shape, but details such as baseboards, vents, grout and window tracks still build up. We recommend adding a deep clean <strong>${deepPerYear} times a year</strong>, often in spring after mud season and in fall before the holidays.</p>`,
      },
      {
        question: "Can my first cleaning be a standard clean?",
        answerHtml: `<p>Yes, if your home is already in good shape. At your free walkthrough we'll look at the home together and recommend the right starting point, so you never pay for more than you need. <a href="/booking">Book a walkthrough</a> or see our <a href="/services/standard">standard clean</a> checklist.</p>`,
      },
    ],
  };
}
