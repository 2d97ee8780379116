// Wire types of the breach check (GET /api/data/{project}/breaches): the breaches Have I Been Pwned
// lists for the signed-in user's own verified email address. Shared by the server and the app.

export interface Breach {
  /** HIBP's stable name of the breach, e.g. "Adobe". */
  name: string;
  /** The breached service as people know it. */
  title: string;
  /** The service's domain ("" when HIBP names none). */
  domain: string;
  /** When the breach happened (YYYY-MM-DD). */
  breachDate: string;
  /** What was exposed: "Email addresses", "Passwords", … */
  dataClasses: string[];
  /** HIBP confirmed the breach is real. */
  isVerified: boolean;
  /** HIBP hides this breach from public searches (adult sites and the like). */
  isSensitive: boolean;
}

export interface BreachCheckResponse {
  /** The address checked: always the signed-in user's own. */
  email: string;
  breaches: Breach[];
  /** When HIBP was asked (ISO); a cached answer keeps its time. */
  checkedAt: string;
}
