// The checked photo with a box over each face, text and code found, and what the safe copy does
// with each region: a click on a box hides or shows it, and the list under the picture picks blur,
// black out or leave visible per region. The boxes preview the choice (blurred or black).
// Invariant: boxes are positioned in percent of the picture, so they stay on their region at any
// preview size, and every box and choice has an accessible name that says the region and choice.
import type { CSSProperties } from 'react';
import type { ImageCheckResult } from '../../../analysis/image/types.ts';
import {
  boxStyle,
  REGION_CHOICE_LABELS,
  regionNames,
  type RegionChoice,
} from './imageCheckText.ts';

interface ImageRegionsPreviewProps {
  previewUrl: string;
  result: ImageCheckResult;
  choices: Record<string, RegionChoice>;
  onToggle: (regionId: string) => void;
  onChoose: (regionId: string, choice: RegionChoice) => void;
}

const CHOICE_LOOK: Record<RegionChoice, CSSProperties> = {
  blur: {
    border: '2px solid #f14668',
    background: 'rgba(255, 255, 255, 0.08)',
    backdropFilter: 'blur(6px)',
  },
  blackout: { border: '2px solid #f14668', background: '#111' },
  keep: { border: '2px dashed #ffe08a', background: 'transparent' },
};

export function ImageRegionsPreview({
  previewUrl,
  result,
  choices,
  onToggle,
  onChoose,
}: ImageRegionsPreviewProps) {
  const names = regionNames(result.regions);
  return (
    <div className="image-regions">
      <figure
        style={{ position: 'relative', display: 'inline-block', maxWidth: '100%', margin: 0 }}
      >
        <img
          src={previewUrl}
          alt="Selected image preview"
          style={{ display: 'block', maxWidth: '100%', maxHeight: '24rem' }}
        />
        {result.regions.map((region) => {
          const choice = choices[region.id] ?? 'keep';
          const name = names.get(region.id)!;
          return (
            <button
              key={region.id}
              type="button"
              aria-pressed={choice !== 'keep'}
              aria-label={`Hide ${name} in the safe copy`}
              title={`${name}: ${REGION_CHOICE_LABELS[choice]}`}
              onClick={() => onToggle(region.id)}
              style={{
                position: 'absolute',
                ...boxStyle(region.box, result.width, result.height),
                ...CHOICE_LOOK[choice],
                padding: 0,
                cursor: 'pointer',
              }}
            />
          );
        })}
      </figure>
      {result.regions.length > 0 ? (
        <fieldset className="mt-2">
          <legend className="label">In the safe copy</legend>
          <ul>
            {result.regions.map((region) => {
              const name = names.get(region.id)!;
              const id = `region-choice-${region.id}`;
              return (
                <li
                  key={region.id}
                  className="is-flex is-align-items-center mb-1"
                  style={{ gap: '0.5rem' }}
                >
                  <label htmlFor={id} style={{ minWidth: '10rem' }}>
                    {name}
                  </label>
                  <div className="select is-small">
                    <select
                      id={id}
                      value={choices[region.id] ?? 'keep'}
                      onChange={(event) => onChoose(region.id, event.target.value as RegionChoice)}
                    >
                      {(Object.keys(REGION_CHOICE_LABELS) as RegionChoice[]).map((choice) => (
                        <option key={choice} value={choice}>
                          {REGION_CHOICE_LABELS[choice]}
                        </option>
                      ))}
                    </select>
                  </div>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}
    </div>
  );
}
