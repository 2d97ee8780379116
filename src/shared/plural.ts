// Counted words, ICU MessageFormat style: `plural(3, { one: '# scan', other: '# scans' })` is
// "3 scans". The one place the app picks a singular or plural form (never an ad-hoc "s"), so every
// count reads right, zero included. '#' stands for the number, written for the locale.
// Invariant: `other` is always given, so every number has a form.

export interface PluralForms {
  /** Exact zero, when it reads better than the plural ("no photos"). */
  '=0'?: string;
  one?: string;
  few?: string;
  many?: string;
  two?: string;
  other: string;
}

const RULES = new Intl.PluralRules('en');
const NUMBER = new Intl.NumberFormat('en');

export function plural(count: number, forms: PluralForms): string {
  const exact = count === 0 ? forms['=0'] : undefined;
  const category = RULES.select(count) as Exclude<keyof PluralForms, '=0'>;
  const form = exact ?? forms[category] ?? forms.other;
  return form.replaceAll('#', NUMBER.format(count));
}
