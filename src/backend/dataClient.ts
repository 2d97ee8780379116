// The app's client of the data service: reads a public web page — a user's public profile — as a
// stranger would see it, through our server's /api/data/{project}/scrape (which refuses private
// addresses and limits size and time). Invariant: only a URL goes out; what comes back is the
// public page, to be analysed on the device.
import { postJson } from './backendError.ts';

export interface PublicPage {
  url: string;
  status: number;
  markdown: string;
  links: string[];
  metadata: {
    title: string | null;
    description: string | null;
    language: string | null;
    canonicalUrl: string | null;
    meta: Record<string, string>;
  };
}

export function readPublicPage(
  origin: string,
  projectId: string,
  token: string,
  url: string,
): Promise<PublicPage> {
  return postJson<PublicPage>(
    'data',
    `${origin}/api/data/${encodeURIComponent(projectId)}/scrape`,
    token,
    { url, formats: ['markdown', 'links', 'metadata'] },
  );
}
