// The checked photo with a box over each face, text and code found; each box is a toggle that
// says whether the safe copy hides that region. Standalone: the Redaction Helper modal places it
// under its preview once the image engine is merged.
// Invariant: boxes are positioned in percent of the picture, so they stay on their region at any
// preview size, and every toggle has an accessible name and pressed state.
import type { ImageCheckResult } from '../../../analysis/image/types.ts';
import { boxStyle, REGION_KIND_LABELS } from './imageCheckText.ts';

interface ImageRegionsPreviewProps {
  previewUrl: string;
  result: ImageCheckResult;
  hidden: Set<string>;
  onToggle: (regionId: string) => void;
}

export function ImageRegionsPreview({
  previewUrl,
  result,
  hidden,
  onToggle,
}: ImageRegionsPreviewProps) {
  return (
    <figure
      className="image-regions"
      style={{ position: 'relative', display: 'inline-block', maxWidth: '100%' }}
    >
      <img src={previewUrl} alt="Image to check" style={{ display: 'block', maxWidth: '100%' }} />
      {result.regions.map((region) => {
        const isHidden = hidden.has(region.id);
        const name = `${REGION_KIND_LABELS[region.kind]}: ${region.label}`;
        return (
          <button
            key={region.id}
            type="button"
            aria-pressed={isHidden}
            aria-label={`${isHidden ? 'Hidden in the safe copy' : 'Shown in the safe copy'} — ${name}`}
            title={name}
            onClick={() => onToggle(region.id)}
            style={{
              position: 'absolute',
              ...boxStyle(region.box, result.width, result.height),
              border: `2px ${isHidden ? 'solid' : 'dashed'} ${isHidden ? '#f14668' : '#ffe08a'}`,
              background: isHidden ? 'rgba(20, 20, 20, 0.55)' : 'transparent',
              padding: 0,
              cursor: 'pointer',
            }}
          />
        );
      })}
    </figure>
  );
}
