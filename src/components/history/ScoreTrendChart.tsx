// The score trend over past scans, drawn with uPlot (about 22 KB gzip, canvas, no dependencies).
// Loaded lazily (React.lazy) so the landing page's first load never pays for it. The canvas is
// decorative for assistive technology: the scan history table beside it has the same numbers.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { trendTickLabel } from './trendAxis.ts';

export interface TrendPoint {
  /** Epoch seconds. */
  at: number;
  /** null: the score rested on too little data (a gap in its line). */
  overall: number | null;
  privacy: number | null;
  security: number | null;
  identity: number | null;
}

const SERIES = [
  { key: 'overall', label: 'Overall', stroke: '#2c5ee8', width: 3 },
  { key: 'privacy', label: 'Privacy', stroke: '#0d9488', width: 2 },
  { key: 'security', label: 'Security', stroke: '#dc2626', width: 2 },
  { key: 'identity', label: 'Identity', stroke: '#9333ea', width: 2 },
] as const;

const HEIGHT_PX = 220;

export default function ScoreTrendChart({ points }: { points: TrendPoint[] }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    // Axis text follows the page's colour scheme (the canvas cannot read CSS variables itself).
    const text = getComputedStyle(el).color;
    const grid = 'rgba(128, 128, 128, 0.25)';
    const axis = { stroke: text, grid: { stroke: grid }, ticks: { stroke: grid } };
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 240),
        height: HEIGHT_PX,
        scales: { y: { range: [0, 100] } },
        // The table beside the chart has the numbers; a legend that follows the cursor adds noise.
        legend: { live: false },
        axes: [
          {
            ...axis,
            space: 90,
            values: (_u, ticks) => {
              const span = (points.at(-1)?.at ?? 0) - (points[0]?.at ?? 0);
              return ticks.map((t) => trendTickLabel(t, span));
            },
          },
          { ...axis, values: (_u, ticks) => ticks.map((t) => `${t}`) },
        ],
        series: [{}, ...SERIES.map((s) => ({ label: s.label, stroke: s.stroke, width: s.width }))],
      },
      [points.map((p) => p.at), ...SERIES.map((s) => points.map((p) => p[s.key]))],
      el,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(el.clientWidth, 240), height: HEIGHT_PX }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points]);
  return <div ref={host} className="score-trend-chart" aria-hidden="true" />;
}
