/**
 * How visitors type in a chat box, spelled out so one set of patterns reads every variant:
 * texting shorthand, dropped apostrophes, common misspellings of the words Dove listens for.
 */
const WORDS: Readonly<Record<string, string>> = {
  u: "you",
  ya: "you",
  ur: "your",
  r: "are",
  y: "why",
  pls: "please",
  plz: "please",
  thx: "thanks",
  thnx: "thanks",
  tx: "thanks",
  hw: "how",
  wat: "what",
  wut: "what",
  whats: "what is",
  wheres: "where is",
  hows: "how is",
  thats: "that is",
  its: "it is",
  im: "i am",
  ive: "i have",
  id: "i would",
  dont: "do not",
  doesnt: "does not",
  didnt: "did not",
  cant: "can not",
  cannot: "can not",
  wont: "will not",
  isnt: "is not",
  arent: "are not",
  wasnt: "was not",
  werent: "were not",
  theres: "there is",
  youre: "you are",
  appt: "appointment",
  std: "standard",
  reg: "regular",
  sqft: "sq ft",
  qoute: "quote",
  quoute: "quote",
  qote: "quote",
  pirce: "price",
  prise: "price",
  cleaing: "cleaning",
  cleanig: "cleaning",
  clening: "cleaning",
  cleanning: "cleaning",
  clen: "clean",
  cealn: "clean",
  bathrm: "bathroom",
  bedrm: "bedroom",
  availibility: "availability",
  availabilty: "availability",
  schedual: "schedule",
  shedule: "schedule",
  resched: "reschedule",
  cancle: "cancel",
  insurred: "insured",
  recieve: "receive",
  weekely: "weekly",
  biweekely: "biweekly",
  montly: "monthly",
  definately: "definitely",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  tomorow: "tomorrow",
  tommorow: "tomorrow",
  wknd: "weekend",
  asap: "as soon as possible",
  abt: "about",
  b4: "before",
};

/** "how much 4 a clean" -> "how much for a clean". */
const FOR_AS_FOUR = /\b4 (a|an|the|my|our|me|us)\b/g;

/** Lower-case text with apostrophes dropped and shorthand spelled out, for intent matching. */
export function spellOut(text: string): string {
  return text
    .replace(/'/g, "")
    .replace(FOR_AS_FOUR, (_four, word: string) => `for ${word}`)
    .replace(/[a-z0-9]+/g, (word) => WORDS[word] ?? word);
}
