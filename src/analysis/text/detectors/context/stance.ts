// Whose statement a context risk is, and whether the post still stands by it. A risky-looking
// phrase is not a risk to the writer when the clause is about someone else ("my brother is in
// Peru for a month", "Sarah's in Dubai", "the Smiths are away", "her son starts at …"), is
// negated ("not going anywhere"), is taken back later in the post ("… but the trip is
// cancelled"; a later "jk" or "never mind" takes back any risk), or is fiction, news or advice
// ("in the film…", "the health agency warns", "never post your boarding pass", "should I post
// my boarding pass?"), a joke or denial ("jk", "not actually"), or — for a
// trip, a place or a ticket, which hold only for a time — told as over, wished for, conditional
// or a year off. These checks apply to every context rule alike, so a rule only describes its
// risk category.
// Invariant: the checks only remove spans, never add them, and look at the span's own sentence
// (the retraction checks from that sentence's start to the rest of the post) — never at text of
// another post. A name counts as someone else only when the name lists know it as a first name
// and not as a frequent word or a place ("Key's under the mat" is the writer's key).
import type { ContextLabel, RawSpan } from '../../types.ts';
import { gazetteer, KIND_FIRST_NAME, KIND_FREQUENT, KIND_PLACE, kindsOf } from '../gazetteer.ts';
import { matchesOf } from '../shared.ts';

/** Another person as the subject of the clause. Children are left out: a child's details are
 * the risk CHILD_INFO is about, and parents write them in the third person. */
const OTHER_PERSON_SUBJECT =
  /^[^\p{L}]*(?:(?:my|our|his|her|their|a) (?:\w+ ){0,2}?(?:brother|sister|friend|mate|bestie|mum|mom|mother|dad|father|parents|cousin|colleague|coworker|co-worker|boss|neighbou?rs?|uncle|aunt|auntie|grandad|grandpa|grandma|granny|nan|grandparents|in-laws|flatmate|roommate|housemate|cousins|friends|colleagues|husband|wife|partner|boyfriend|girlfriend|fianc[ée]e?|hubby|kids|children|family|team|staff|class|office)(?:'s|’s|s'|s)?|(?<pronoun>she|he|they)(?:'s|’s|'re|’re)?|everyone|everybody|half the (?:office|team|class)|people|someone|somebody|folks|tourists|burglars|thieves)(?=[\s,]|$)/iu;
/** A capitalised word as the clause's subject ("Sarah's in Dubai", "Tom is off sick"), case-sensitive;
 * it is someone else only when it is a first name (namedSomeoneElse). */
const NAMED_SUBJECT =
  /^[^\p{L}]*(?<name>\p{Lu}\p{Ll}+)(?:(?: and|,| &) \p{Lu}\p{Ll}+ (?:are|were|have)|['’]s|\s+(?:is|has|was))\s/u;
/** A family by surname as the subject ("The Smiths are away in Florida"). */
const FAMILY_SUBJECT = /^[^\p{L}]*[Tt]he \p{Lu}\p{Ll}+s (?:are|were|have|['’]re)\b/u;
/** Someone else's child ("her son starts at Oakfield Primary"): the parent's disclosure, not
 * the writer's. */
const OTHER_CHILD =
  /^[^\p{L}]*(?:his|her|their|(?:my|our) (?:\w+ )?(?:friend|mate|neighbou?r|colleague|boss|coworker)['’]s) (?:\w+ )?(?:son|daughter|kids?|children|boy|girl|baby|twins|little one)\b/iu;
/** A relative's child ("my niece won her spelling bee"): outside the writer's household, so the
 * parents' to share — unless the post names the school, which tells a stranger where the child
 * will be whoever writes it. */
const RELATIVE_CHILD =
  /^[^\p{L}]*(?:my|our) (?:little |baby |eldest |youngest )?(?:nieces?|nephews?|god(?:son|daughter|child|children|kid)s?)\b/iu;
const NAMED_SCHOOL =
  /\p{Lu}\p{Ll}+ (?:Primary|Infants|Juniors|Academy|School|Nursery|Elementary|High|Prep)\b/u;
/** Labels the named-subject check leaves alone: a child's details are posted about the child by
 * name, and a recovery answer names the people in the writer's life. */
const NAMED_SUBJECT_EXEMPT = new Set<ContextLabel>(['CHILD_INFO', 'SECURITY_ANSWER']);
/** "They are keeping me in", "they upped my dose": the writer is the one the clause is about. */
const FIRST_PERSON_OBJECT = /\b(?:me|us|my|our)\b/i;
/** Where a clause begins: the span's subject is looked for after the last of these. */
const CLAUSE_BREAK = /[,;:–—(]|\b(?:and|but|so|because|while|when|then|or)\b/gi;

/** A negation right before the risky phrase ("not going anywhere", "never go away"). */
const NEGATED_BEFORE = /(?:\bnot|\bnever|n't|n’t|\bno longer|\bnowhere)\s+(?:[\w’']+\s+){0,2}$/i;
/** Exclamations built on a negation that affirm what follows ("can’t believe my baby is 6",
 * "couldn’t be prouder", "never thought I’d write that"). */
const AFFIRMING_NEGATION =
  /\b(?:can['’]?t|cannot|couldn['’]?t|could not|can not) (?:believe|wait|stop|get over|be (?:more |any )?(?:prouder|happier|more proud))\b|\bnever thought\b|\bnot gonna lie\b/i;

/** Fiction, news, advice and general questions: the post is about the risk, not a disclosure. */
const NOT_A_DISCLOSURE =
  /\b(?:in (?:the|that|this) (?:film|movie|book|novel|show|series|story|episode|game|play|comic|cartoon)|the (?:film|movie|book|novel|show|series|story) (?:is about|where)|(?:film|movie|novel|book|tv|series|show|drama|sitcom|documentary) (?:where|about)|(?:watching|watched) an? (?:\w+ )?(?:film|movie|video|vlog|show)|vlog|podcast|characters?|protagonist|fiction(?=:)|short story|writing prompt|chapter \d+|the (?:spy|hero|heroine|detective|villain)|(?:the )?news|reports?\b|reported(?! (?:it |them |him |her |my |our )?(?:stolen|lost|missing|as (?:stolen|lost)))|according to|(?:agency|police|council|government|officials?|experts?|banks?|analysts?|study|researchers?) (?:warns?|says?|said|reports?|are warning|is warning|announced)|headline|article|reportedly|allegedly|rumou?r has it|lyrics?|(?:this|that|the) song|documentary|tip:|travel tip|parenting tip|never (?:post|share|answer|give out|leave|hide|read)|don['’]?t (?:post|share|answer|leave|hide)|do not (?:post|share|answer|leave|hide)|nice try|(?:remember|make sure|don['’]?t forget|always) to \w+ your)\b/i;

/** A later statement that takes a plan back ("the trip is off", "Edit: flight cancelled"). */
const RETRACTION =
  /\b(?:(?:is|was|are|were|got|been|has been|have been) (?:off|cancell?ed|called off|postponed|scrapped)|(?:flights?|trip|holiday|plans?|booking|ferry|train|tour|cruise)(?:['’]s)? (?:(?:got|is|was|were|has been|have been|all) )?(?:cancell?ed|called off|postponed|scrapped)|cancell?ed (?:the|our|my) (?:[\w-]+ )?(?:trip|holiday|flight|plans?|break|getaway)|(?:was|were) (?:meant|supposed|going) to\b[^.!?\n]{0,60}\bbut\b|not (?:going|happening) any ?more|after all|stuck at home|change of plans?|(?:that )?was the plan|(?:staying|stay) (?:home|in bed|put)|staying in(?=\s*(?:[.!,;]|$|tonight|today|this)))\b/i;
const STRANDING = /^(?:flights?|ferry|train)\b/i;
/** Plans and presence, the statements a retraction can take back. */
const RETRACTABLE = new Set<ContextLabel>(['AWAY_FROM_HOME', 'LIVE_LOCATION']);

/** Statements that hold only for a time (a trip, a place, a ticket): told as over or as a
 * wish, a condition or a far-off plan, they give a stranger nothing to act on now. */
const TIME_BOUND = new Set<ContextLabel>(['AWAY_FROM_HOME', 'LIVE_LOCATION', 'TRAVEL_DOCUMENT']);
const OVER =
  /\b(?:(?:back )?in the (?:(?:19|20)?\d0s|['’]\d0s)|last (?:year|summer|spring|autumn|fall|winter|month|week|night(?! (?:in|of|at|on)\b)|time|weekend|january|february|march|april|may|june|july|august|september|october|november|december|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|(?:i|we) (?:was|were) (?:in|at|on|away)|years ago|(?:back|once) in (?:19|20)\d\d|used to|throwback|#tbt|remember when|good times|in (?:19|20)\d\d|back in the day|as a (?:kid|teenager|student)|when i was (?:younger|little|a kid)|years back|decades ago|(?:just )?got back|back from|home sweet home|(?:come|came) back from|back home(?! (?:on|in|next|by|for)\b)|home again|home now)\b/i;
/** "Yesterday" dates only its own clause: "we drove 9 hours yesterday and we’re finally at the
 * cabin" is a trip now. */
const YESTERDAY = /\byesterday\b/i;
const NOT_YET =
  /\b(?:next (?:summer|spring|autumn|fall|winter)|(?:(?:\d{3,}|[3-9]\d) (?:more )?(?:days|sleeps)|(?:\d+|two|three|four|five|six) (?:more )?months) (?:till|until|to go|to)\b|if (?:i|we|only)|i wish|wishing|would love to|dream(?:ing)? (?:of|about)|someday|one day|bucket list|thinking (?:of|about)|considering|when i retire|can['’]?t wait to be|imagine|imagining|hoping to|next year|could (?:really |so |totally )?(?:use|do with)|hypothetically|wish (?:i|we) (?:was|were|could|had)|i['’]?d (?:love|kill for|give anything for)|(?:i |we )?would (?:love|kill for|give anything for)|could murder)\b/i;
/** A question asking for advice or facts ("Should I post my boarding pass?", "How long is the
 * wait for a passport?"): about the risk, not a disclosure of it. */
const ADVICE_QUESTION =
  /^\W*(?:(?:q|question)\s*:\s*)?(?:should (?:i|we|you)|how (?:do|does|can|long|much|many|often)|what(?:['’]s| is| are| was)|(?:what|where|which|when) (?:should|can|could|do|does|would)|which|is it|are there|does anyone|do you|has anyone|anyone know|(?:where|who)(?:['’]s| is| are) (?:everyone|everybody|people|y['’]?all|you (?:all|guys|lot)))\b[^?]*\?/i;
/** A joke or a denial of the statement itself. */
const JOKE = /\b(?:jk|just kidding|(?<!not |n['’]t )(?:kidding|joking)|not really|not actually)\b/i;
/** A later sentence that takes the whole post back ("Off to Ibiza!!! jk I'm at work", "… Never
 * mind, flight's cancelled"): whatever the risk, the writer no longer stands by it. */
const TAKEN_BACK =
  /\b(?:jk|j\/k|just kidding|(?<!not |n['’]t )(?:kidding|joking)|never ?mind|nvm|scratch that|april fools?)\b/i;
/** A childhood told as a memory, the writer's or grown children's ("when my kids were little"),
 * not a child's details now. */
const OWN_CHILDHOOD =
  /\b(?:i remember|when i was|as a kid|growing up(?! (?:so|too) fast)|back in my day|when (?:my|our|the) (?:kids|children|son|daughter|boys|girls|twins) (?:were|was) (?:little|small|young|babies|tiny|toddlers))\b/i;

function sentenceBounds(text: string, start: number, end: number): [number, number] {
  let from = start;
  while (from > 0 && !/[.!?\n]/.test(text[from - 1] ?? '')) from--;
  let to = end;
  while (to < text.length && !/[.!?\n]/.test(text[to] ?? '')) to++;
  return [from, Math.min(text.length, to + 1)];
}

/** The clause the span starts in, from the last clause break before it up to the span's end. */
/** The clause the span lies in, from the last clause break before it to the first after it. */
function clauseAround(
  text: string,
  sentenceStart: number,
  sentenceEnd: number,
  span: RawSpan,
): string {
  const after = text.slice(span.end, sentenceEnd);
  const cut = matchesOf(after, CLAUSE_BREAK)[0]?.index ?? after.length;
  return clauseBefore(text, sentenceStart, span) + after.slice(0, cut);
}

function clauseBefore(text: string, sentenceStart: number, span: RawSpan): string {
  const before = text.slice(sentenceStart, span.start);
  let cut = 0;
  for (const m of matchesOf(before, CLAUSE_BREAK)) cut = m.index + m[0].length;
  return before.slice(cut) + text.slice(span.start, span.end);
}

/** Recovery questions ask about the writer's parents and grandparents ("mother's maiden name",
 * "maternal grandmother's maiden name", "where did your parents meet"), so one of them as the
 * subject is still the writer's answer. */
const PARENT =
  /^\W*(?:my|our) (?:mum|mom|mother|dad|father|parents|nan|nana|nanna|gran|granny|grandma|grandmother|grandad|granddad|grandpa|grandfather|grandparents)\b/i;

/** A first-person subject inside the span itself ("… while we are away"). */
const FIRST_PERSON_SUBJECT = /\b(?:i|we|i'm|i’m|we're|we’re|i'll|i’ll|we'll|we’ll)\b/i;

/** Someone else's thing right before the span ("his pin is 1234", "her chemo"). */
const OTHER_POSSESSOR = /\b(?:his|her|their)\s+$/i;

function aboutSomeoneElse(clause: string, spanText: string, label: ContextLabel): boolean {
  if (FIRST_PERSON_SUBJECT.test(spanText)) return false;
  // A child's school or age is CHILD_INFO whoever the sentence's grammatical subject is, unless
  // the child is someone else's.
  if (label === 'CHILD_INFO')
    return (
      OTHER_CHILD.test(clause) || (RELATIVE_CHILD.test(clause) && !NAMED_SCHOOL.test(spanText))
    );
  // "Mum … her maiden name" is still the writer's recovery answer, so that label is left out.
  if (
    label !== 'SECURITY_ANSWER' &&
    OTHER_POSSESSOR.test(clause.slice(0, clause.length - spanText.length))
  )
    return true;
  const other = OTHER_PERSON_SUBJECT.exec(clause);
  if (!other) return false;
  // The writer's children went to their own schools: those are not the writer's answers.
  if (
    label === 'SECURITY_ANSWER' &&
    /\b(?:kids|children|son|daughter|boys|girls|twins)\b/i.test(other[0])
  )
    return true;
  // Recovery questions are about the people in the writer's life (best friend, teacher,
  // parents); only what belongs to someone else ("my neighbour's puppy") is theirs.
  const possessive = /['’]s?$/.test(other[0].trim());
  // A parent's own firsts ("my dad's first car was …") are the parent's answers; their maiden
  // name or where they met is the writer's.
  // "My first boyfriend's name", "my childhood friend's dog": the writer's own first or childhood
  // someone, what the recovery questions ask about.
  if (label === 'SECURITY_ANSWER' && possessive && /\b(?:first|childhood)\b/i.test(other[0]))
    return false;
  if (label === 'SECURITY_ANSWER' && possessive && PARENT.test(clause))
    return /\b(?:first|childhood)\b/i.test(spanText);
  if (label === 'SECURITY_ANSWER' && !possessive) return false;
  if (other.groups?.['pronoun']) return !FIRST_PERSON_OBJECT.test(clause);
  // "Our whole family is in Florida": the writer is one of them.
  if (/^\W*our (?:\w+ )?(?:family|kids and (?:i|me))\b/i.test(other[0])) return false;
  // "My friend and I are at…": the writer is there too.
  return !/^\W*\w+ (?:\w+ )?and (?:i|me|we)\b/i.test(clause.slice(other.index));
}

/** A person by first name as the clause's subject, with the writer nowhere in the sentence
 * ("Sarah's in Dubai for a month"); a word that is also frequent or a place ("Key's under the
 * mat", "Lisbon's amazing") is not taken for a name. */
function namedSomeoneElse(clause: string, sentence: string): boolean {
  if (FAMILY_SUBJECT.test(clause)) return !FIRST_PERSON_SUBJECT.test(sentence);
  const name = NAMED_SUBJECT.exec(clause)?.groups?.['name'];
  if (name === undefined) return false;
  const kinds = kindsOf(gazetteer(), name.toLowerCase());
  if (!(kinds & KIND_FIRST_NAME) || kinds & (KIND_FREQUENT | KIND_PLACE)) return false;
  return !FIRST_PERSON_OBJECT.test(clause) && !FIRST_PERSON_SUBJECT.test(sentence);
}

/** Whether the writer still discloses what the span says, by the checks in the header. */
export function standsAsDisclosure(text: string, span: RawSpan): boolean {
  const label = span.label as ContextLabel;
  const [from, to] = sentenceBounds(text, span.start, span.end);
  const sentence = text.slice(from, to);
  if (NOT_A_DISCLOSURE.test(sentence) || ADVICE_QUESTION.test(sentence)) return false;
  const lead = text.slice(Math.max(from, span.start - 40), span.start);
  if (NEGATED_BEFORE.test(lead) && !AFFIRMING_NEGATION.test(lead)) return false;
  const clause = clauseBefore(text, from, span);
  if (aboutSomeoneElse(clause, text.slice(span.start, span.end), label)) return false;
  if (!NAMED_SUBJECT_EXEMPT.has(label) && namedSomeoneElse(clause, sentence)) return false;
  if (RETRACTABLE.has(label)) {
    const retraction = RETRACTION.exec(text.slice(from, span.start + 400));
    // A cancelled train strands the writer where they are: it takes back a trip, not a place.
    if (retraction && !(label === 'LIVE_LOCATION' && STRANDING.test(retraction[0]))) return false;
  }
  if (TIME_BOUND.has(label) && (OVER.test(sentence) || NOT_YET.test(sentence))) return false;
  if (TIME_BOUND.has(label) && YESTERDAY.test(clauseAround(text, from, to, span))) return false;
  if (JOKE.test(sentence) || TAKEN_BACK.test(text.slice(span.end, span.end + 400))) return false;
  if (label === 'CHILD_INFO' && OWN_CHILDHOOD.test(sentence)) return false;
  return true;
}
