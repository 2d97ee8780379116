// FINANCIAL: the writer's own money details — salary, debts, loans, balances, credit score,
// account and routing numbers, PINs, crypto seed phrases. Guards: prices, news and advice.
import type { PhraseRule } from './phrases.ts';

const MONEY =
  '(?:[$£€]\\s?\\d[\\d,.]*\\s?[kKmM]?|\\d[\\d,.]*\\s?(?:k|grand|dollars|pounds|euros|usd|gbp|eur)\\b)';
export const FINANCIAL_RULE: PhraseRule = {
  label: 'FINANCIAL',
  confidence: 0.8,
  cues: [
    new RegExp(
      `\\b(?:my|i make|i earn|i'?m making|i get paid|paid me|my new) (?:salary|income|pay|paycheck|wage|bonus|raise)?[^.!?\\n]{0,20}${MONEY}`,
      'i',
    ),
    new RegExp(`\\b(?:i (?:make|earn)|i'?m (?:making|earning)|i get paid) ${MONEY}`, 'i'),
    new RegExp(
      `\\b(?:my|our|i have|i've got|i owe|we owe) [^.!?\\n]{0,20}(?:debt|student loans?|loan|mortgage|overdraft|credit card bill|balance|savings|net worth)\\b[^.!?\\n]{0,30}${MONEY}|${MONEY}[^.!?\\n]{0,15}\\b(?:in|of) (?:debt|student loans?|credit card debt)\\b`,
      'i',
    ),
    /\b(?:my|our) (?:bank account|checking account|savings account|account|routing|sort code) (?:number|no\.?|#|details)\b[^.!?\n]{0,30}/i,
    /\b(?:my|our) (?:credit score|fico score|credit rating) (?:is|was|dropped to|went up to|just hit) \d{3}\b/i,
    /\b(?:filed for|filing for|declared) bankruptcy\b|\b(?:got|been) (?:evicted|foreclosed on)\b|\b(?:my|our) (?:house|car) (?:got|was|is being) repossessed\b/i,
    /\b(?:seed phrase|recovery phrase|private key|wallet phrase)\b[^.!?\n]{0,40}/i,
    /\bbalance (?:is|was|of) [$£€]\s?\d[\d,.]*/i,
    new RegExp(`\\b(?:i|we) owe ${MONEY}`, 'i'),
  ],
  // Per cue, in order (see PhraseRule.cueAnchors).
  cueAnchors: [
    'my i im paid',
    'i im',
    'my our i we debt student credit',
    'bank checking savings account routing sort',
    'credit fico',
    'bankruptcy evicted foreclosed repossessed',
    'seed recovery private wallet',
    'balance',
    'owe',
  ],
  // Per cue, in order: an amount (MONEY), a score or a balance holds digits.
  cueNeedsDigit: [true, true, true, false, true, false, false, true, true],
  guards: [
    /\b(?:costs?|priced|price|sale|discount|tickets? (?:are|cost)|giveaway|win|stock|market|inflation|budget tips|economy|gdp|the average|on average)\b/i,
  ],
};
