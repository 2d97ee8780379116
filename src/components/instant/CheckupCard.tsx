// The 'Checkup' card: the settings the latest scan could not determine from the exports (two-factor,
// active sessions, password age, account privacy), as one yes / no / not sure question per
// platform with a link to the exact settings page. Answers are kept on the device and the next
// scan counts them as "confirmed by you" — never as verified.
import { useId, useState } from 'react';
import { checkupItems, type CheckupAnswerValue } from '../../analysis/instant/checkup.ts';
import type { CoverageEntry } from '../../analysis/scan.ts';
import { useCheckup } from '../../hooks/useCheckup.ts';
import { platformName } from '../report/labels.ts';
import { CardHeader } from '../CardHeader.tsx';

const CHOICES: { value: CheckupAnswerValue; label: string }[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'unsure', label: 'Not sure' },
];

export function CheckupCard({
  userId,
  coverage,
  onError,
}: {
  userId: string;
  coverage: readonly CoverageEntry[];
  onError(message: string): void;
}) {
  const ids = useId();
  const { answers, answer } = useCheckup(userId);
  // The choice shows at once; the stored answer catches up when the device has saved it.
  const [chosen, setChosen] = useState<Record<string, CheckupAnswerValue>>({});
  const items = checkupItems(coverage);
  if (items.length === 0) return null;
  return (
    <article className="card mb-5" aria-labelledby={`${ids}-title`}>
      <CardHeader id={`${ids}-title`}>Checkup: what your exports do not say</CardHeader>
      <div className="card-content">
        <p className="mb-3">
          Your exports do not show these settings. Open each page, look, and answer: the next scan
          counts your answers as confirmed by you.
        </p>
        {items.map((item, index) => {
          const key = `${item.ruleId}@${item.platform}`;
          const current =
            chosen[key] ??
            answers?.find((a) => a.ruleId === item.ruleId && a.platform === item.platform)?.answer;
          return (
            <fieldset key={key} className="mb-4">
              <legend className="has-text-weight-semibold">
                {platformName(item.platform)}: {item.question}
              </legend>
              <a href={item.settingsUrl} target="_blank" rel="noopener noreferrer">
                Open the {platformName(item.platform)} settings page
              </a>
              <div className="control mt-1">
                {CHOICES.map((choice) => (
                  <label key={choice.value} className="radio mr-4">
                    <input
                      type="radio"
                      name={`${ids}-${index}`}
                      value={choice.value}
                      checked={current === choice.value}
                      onChange={() => {
                        setChosen((before) => ({ ...before, [key]: choice.value }));
                        answer(item.ruleId, item.platform, choice.value).catch(() =>
                          onError('Footprint could not save this on the device. Try again.'),
                        );
                      }}
                    />{' '}
                    {choice.label}
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}
      </div>
    </article>
  );
}
