// Every user-facing word of the text checks: per label, the warning's type and severity, the risk
// text (naming what was found) and a concrete suggestion, plus the placeholder the redacted text
// uses. Invariant: every TextLabel has an entry; wording changes happen here and nowhere else.
import type { Severity, TextLabel, WarningType } from './types.ts';

export interface LabelMessage {
  type: WarningType;
  severity: Severity;
  /** Risk text; `found` lists the distinct values (or phrases) found, already shortened. */
  risk: (found: string) => string;
  suggestion: string;
  /** What replaces the value in the redacted text; null keeps the words (a context risk). */
  placeholder: string | null;
  /** Higher wins when two detections claim the same characters. */
  priority: number;
}

type Variant = Partial<
  Pick<LabelMessage, 'severity' | 'risk' | 'suggestion' | 'type' | 'placeholder'>
>;

export const MESSAGES: Record<TextLabel, LabelMessage> = {
  CREDENTIAL: {
    type: 'identity',
    severity: 'high',
    risk: (found) => `A password, PIN or access code is in your post: ${found}.`,
    suggestion: 'Remove it and change that password or code now — treat it as leaked.',
    placeholder: '[SECRET]',
    priority: 100,
  },
  EMAIL: {
    type: 'personal',
    severity: 'medium',
    risk: (found) =>
      `Email address visible: ${found}. It invites spam and phishing and links your accounts.`,
    suggestion: 'Remove the address, or share it privately with the people who need it.',
    placeholder: '[EMAIL]',
    priority: 95,
  },
  URL: {
    type: 'metadata',
    severity: 'low',
    risk: (found) => `Link in your post: ${found}. Links can carry tracking ids or personal pages.`,
    suggestion: 'Check where the link leads and strip tracking parameters before posting.',
    placeholder: '[LINK]',
    priority: 90,
  },
  IBAN: {
    type: 'identity',
    severity: 'high',
    risk: (found) => `Bank account number (IBAN) visible: ${found}.`,
    suggestion:
      'Never post account numbers publicly; send them through your bank or a private message.',
    placeholder: '[IBAN]',
    priority: 90,
  },
  CREDIT_CARD: {
    type: 'identity',
    severity: 'high',
    risk: (found) => `Payment card number visible: ${found}.`,
    suggestion:
      'Remove the card number. If it was already posted, ask your bank to block the card.',
    placeholder: '[CARD NUMBER]',
    priority: 88,
  },
  ID_NUMBER: {
    type: 'identity',
    severity: 'high',
    risk: (found) =>
      `Official ID number visible (SSN, passport, licence or national id): ${found}.`,
    suggestion: 'Remove the number; it is enough to start identity theft.',
    placeholder: '[ID NUMBER]',
    priority: 85,
  },
  IP_ADDRESS: {
    type: 'metadata',
    severity: 'medium',
    risk: (found) =>
      `IP address visible: ${found}. It can reveal your approximate location and network.`,
    suggestion: 'Remove the IP address before posting.',
    placeholder: '[IP ADDRESS]',
    priority: 85,
  },
  COORDINATES: {
    type: 'location',
    severity: 'high',
    risk: (found) => `GPS coordinates point to an exact spot: ${found}.`,
    suggestion: 'Remove the coordinates, or name a wider area (a city) instead.',
    placeholder: '[COORDINATES]',
    priority: 85,
  },
  PHONE: {
    type: 'personal',
    severity: 'high',
    risk: (found) => `Phone number visible: ${found}. Anyone can call, text or SIM-swap it.`,
    suggestion: 'Remove the number and share it only in private messages.',
    placeholder: '[PHONE]',
    priority: 80,
  },
  DATE_OF_BIRTH: {
    type: 'identity',
    severity: 'high',
    risk: (found) => `Date of birth revealed: ${found}. Banks and services use it to verify you.`,
    suggestion: 'Celebrate without the full date — leave out the year, or the date itself.',
    placeholder: '[DATE OF BIRTH]',
    priority: 75,
  },
  ADDRESS: {
    type: 'location',
    severity: 'high',
    risk: (found) => `Street address visible: ${found}. It tells strangers where to find you.`,
    suggestion: 'Remove the address; give it privately to people you trust.',
    placeholder: '[ADDRESS]',
    priority: 70,
  },
  LICENSE_PLATE: {
    type: 'identity',
    severity: 'medium',
    risk: (found) => `Licence plate visible: ${found}. Plates can be traced to you and your home.`,
    suggestion: 'Remove the plate number (and blur it in photos).',
    placeholder: '[PLATE]',
    priority: 70,
  },
  USERNAME: {
    type: 'identity',
    severity: 'low',
    risk: (found) =>
      `Username or handle mentioned: ${found}. It links this post to other accounts.`,
    suggestion:
      'Make sure the people you tag are happy to be linked, and that your own handles stay separate where you want them to.',
    placeholder: '[USERNAME]',
    priority: 65,
  },
  POSTAL_CODE: {
    type: 'location',
    severity: 'medium',
    risk: (found) => `Postcode visible: ${found}. It narrows down where you live.`,
    suggestion: 'Remove the postcode or name only the city.',
    placeholder: '[POSTCODE]',
    priority: 60,
  },
  DATE: {
    type: 'personal',
    severity: 'low',
    risk: (found) => `Specific date mentioned: ${found}.`,
    suggestion: 'Check that the date does not reveal a birthday, an absence or a routine.',
    placeholder: '[DATE]',
    priority: 55,
  },
  AGE: {
    type: 'personal',
    severity: 'low',
    risk: (found) =>
      `Age mentioned: ${found}. With a name or birthday it helps guess a date of birth.`,
    suggestion: 'Leave out exact ages, especially together with names or dates.',
    placeholder: '[AGE]',
    priority: 55,
  },
  NRP: {
    type: 'personal',
    severity: 'medium',
    risk: (found) =>
      `Says which country, faith or political side you or someone else belongs to: ${found}.`,
    suggestion:
      'Nationality, religion and politics are sensitive; keep them for people you trust, not a public post.',
    placeholder: '[GROUP]',
    // Above PERSON, LOCATION and ORGANIZATION: "Nigerian" or "Labour" is the group, not a name.
    priority: 52,
  },
  PERSON: {
    type: 'personal',
    severity: 'medium',
    risk: (found) => `Person's name mentioned: ${found}.`,
    suggestion: 'Ask before naming others; use first names or initials only where you can.',
    placeholder: '[NAME]',
    priority: 50,
  },
  ORGANIZATION: {
    type: 'personal',
    severity: 'low',
    risk: (found) => `Organisation named: ${found}. An employer or school helps people find you.`,
    suggestion: 'Leave out your employer or school if the post is public.',
    placeholder: '[ORGANIZATION]',
    priority: 45,
  },
  LOCATION: {
    type: 'location',
    severity: 'low',
    risk: (found) => `Place named: ${found}.`,
    suggestion: 'Check that the place does not reveal your home, work or where you are now.',
    placeholder: '[PLACE]',
    priority: 45,
  },
  AWAY_FROM_HOME: {
    type: 'location',
    severity: 'high',
    risk: (found) => `Says your home is empty or you are away: ${found}.`,
    suggestion: 'Post holiday pictures after you are back home, and never say the house is empty.',
    placeholder: null,
    priority: 40,
  },
  LIVE_LOCATION: {
    type: 'location',
    severity: 'high',
    risk: (found) => `Reveals where you are right now: ${found}.`,
    suggestion: 'Share the place after you have left it, or only with close friends.',
    placeholder: null,
    priority: 40,
  },
  CHILD_INFO: {
    type: 'personal',
    severity: 'high',
    risk: (found) => `Details about a child (name, age or school): ${found}.`,
    suggestion:
      "Leave out the child's name, school, class and age; strangers can use them to approach a child.",
    placeholder: null,
    priority: 40,
  },
  SECURITY_ANSWER: {
    type: 'identity',
    severity: 'high',
    risk: (found) => `Answers a common security question: ${found}.`,
    suggestion:
      'Skip "first pet / first car / maiden name" posts, and use made-up answers for security questions.',
    placeholder: null,
    priority: 40,
  },
  TRAVEL_DOCUMENT: {
    type: 'identity',
    severity: 'high',
    risk: (found) =>
      `Travel document details (boarding pass, booking reference, ticket): ${found}.`,
    suggestion:
      'Never post boarding passes or booking codes — they let others change or cancel your trip.',
    placeholder: null,
    priority: 40,
  },
  HEALTH: {
    type: 'personal',
    severity: 'medium',
    risk: (found) => `Health details shared: ${found}.`,
    suggestion:
      'Health information is sensitive and permanent online; share it only with people you trust.',
    placeholder: null,
    priority: 40,
  },
  FINANCIAL: {
    type: 'personal',
    severity: 'medium',
    risk: (found) => `Financial details shared: ${found}.`,
    suggestion:
      'Keep salary, debts and account details private; scammers target people who share them.',
    placeholder: null,
    priority: 40,
  },
};

/** Message variants chosen by a detector's `detail`. */
export const VARIANTS: Record<string, Variant> = {
  'URL:private': {
    severity: 'high',
    risk: (found) =>
      `Private meeting or file-share link: ${found}. Anyone with it can join or open it.`,
    suggestion: 'Share invitation and file links privately, never in a public post.',
  },
  'URL:map': {
    type: 'location',
    severity: 'high',
    risk: (found) => `Map link pointing to a place: ${found}.`,
    suggestion: 'Remove the map link if it shows your home, work or where you are now.',
  },
  'IP_ADDRESS:private': {
    severity: 'low',
    risk: (found) =>
      `Local network address visible: ${found}. It reveals how your network is set up.`,
  },
  'CREDENTIAL:code': {
    risk: (found) => `One-time or verification code visible: ${found}.`,
    suggestion: 'Never share verification codes; nobody legitimate asks for them.',
  },
  'NRP:religion': {
    risk: (found) =>
      `Religion revealed: ${found}. Faith is sensitive data that can bring harassment or discrimination.`,
    suggestion:
      'Share your faith with the people you choose; leave it out of public posts or limit who sees them.',
    placeholder: '[RELIGION]',
  },
  'NRP:politics': {
    risk: (found) =>
      `Political views revealed: ${found}. Employers, landlords and trolls can hold them against you.`,
    suggestion: 'Keep how you vote for friends, or limit who can see posts about your party.',
    placeholder: '[POLITICS]',
  },
  'NRP:nationality': {
    severity: 'low',
    risk: (found) =>
      `Nationality or origin revealed: ${found}. With other details it narrows down who you are, and some people target it.`,
    suggestion:
      'Check who can see the post; leave your origin out if it could be used against you.',
    placeholder: '[NATIONALITY]',
  },
  'CREDENTIAL:key': {
    risk: (found) => `API key, token or private key visible: ${found}.`,
    suggestion: 'Remove it and revoke the key now; bots scan public posts for keys within minutes.',
  },
};

export const SEVERITY_RANK: Record<Severity, number> = { high: 3, medium: 2, low: 1 };

/** Longest quoted value shown in a risk text, in characters. */
export const MAX_QUOTED_CHARS = 60;
/** Most values listed in one risk text. */
export const MAX_QUOTED_VALUES = 3;
