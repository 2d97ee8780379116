// The header every dashboard card opens with: a Bulma card header whose h2 carries the id the
// card's `aria-labelledby` names, so each card is a landmark with its title as its name.
import type { ReactNode } from 'react';

export function CardHeader({ id, children }: { id: string; children: ReactNode }) {
  return (
    <header className="card-header">
      <h2 id={id} className="card-header-title">
        {children}
      </h2>
    </header>
  );
}
