export { quoteWords } from './words.js';
export { scoreQuote, wordsInOrder } from './score.js';
export { endsSentence, quoteSentences } from './sentences.js';
export {
  DEFAULT_QUOTE_MAX_LINES,
  linesSpokenAt,
  quoteLineSelection,
  selectQuoteLines,
  selectedLine,
  subtitlesInTimeOrder,
  type QuoteLineContext,
  type QuoteLineSelection,
  type QuoteSubtitle,
  type SelectedQuoteLine,
} from './select-lines.js';
export { DEFAULT_QUOTE_DEDUPE, RankedQuoteHit, rankQuoteHits, type RankQuoteHitsOptions } from './rank-hits.js';
export { DEFAULT_PICK_SPREAD, pickQuote, type PickQuoteOptions, type PickableHit } from './pick-quote.js';
export { extendedLines, planExtend, type ExtendOptions, type ExtendPlan } from './extend.js';
export {
  FIND_QUOTE_OPTION_KEYS,
  MAX_QUOTE_LINES,
  QUOTE_OPTION_KEYS,
  assertQuote,
  checkedMaxLines,
  quoteVariants,
  type QuotePick,
  quoteSearches,
  resolveQuoteOptions,
  resolveQuoteTarget,
  type QuotePlanOptions,
  type QuoteSearch,
  type QuoteTarget,
} from './quote-plan.js';
export { BaseQuoteMatch, type QuoteClipOptions, type QuoteComicOptions, type QuoteMatchClient, type QuoteMatchScreencap } from './quote-match.js';
export type { FindQuoteOptions, QuoteHit, QuoteLine, QuoteOptions, RandomQuoteOptions } from './types.js';
export {
  RANDOM_QUOTE_OPTION_KEYS,
  findQuoteFlow,
  findQuotesFlow,
  fromTokenFlow,
  randomQuoteFlow,
  type QuoteFlow,
  type QuoteFlowScreencap,
  type QuoteSend,
  type TokenSource,
} from './quote-flow.js';
