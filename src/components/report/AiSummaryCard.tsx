// The optional plain-language summary of the latest scan, written by the server's AI from the
// scores and finding titles (DESIGN.md §1). Shown only when the scan has one; plain text only.
import { CardHeader } from '../CardHeader.tsx';

export function AiSummaryCard({ summary }: { summary: string }) {
  return (
    <article className="card ai-summary mb-5" aria-labelledby="ai-summary-title">
      <CardHeader id="ai-summary-title">Summary</CardHeader>
      <div className="card-content">
        <p className="ai-summary-text">{summary}</p>
        <p className="help mt-2">
          Written by AI from your scores and finding titles only. The findings below are what
          counts.
        </p>
      </div>
    </article>
  );
}
