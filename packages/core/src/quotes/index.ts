export { quoteWords } from './words.js';
export { scoreQuote, wordsInOrder } from './score.js';
export { endsSentence, quoteSentences } from './sentences.js';
export {
  DEFAULT_QUOTE_MAX_LINES,
  selectQuoteLines,
  type QuoteLineContext,
  type QuoteLineSelection,
  type QuoteSubtitle,
  type SelectedQuoteLine,
} from './select-lines.js';
export { DEFAULT_QUOTE_DEDUPE, rankQuoteHits, type RankQuoteHitsOptions } from './rank-hits.js';
export {
  MAX_QUOTE_LINES,
  QUOTE_OPTION_KEYS,
  assertQuote,
  quoteSearches,
  resolveQuoteOptions,
  resolveQuoteTarget,
  type QuotePlanOptions,
  type QuoteSearch,
  type QuoteTarget,
} from './quote-plan.js';
export { BaseQuoteMatch, type QuoteClipOptions, type QuoteComicOptions, type QuoteMatchClient, type QuoteMatchScreencap } from './quote-match.js';
export type { QuoteHit, QuoteLine, QuoteOptions } from './types.js';
export { findQuoteFlow, findQuotesFlow, type QuoteFlow, type QuoteFlowScreencap, type QuoteSend } from './quote-flow.js';
