// Takeout's folder and file names in the account's language, in one table: Google translates them
// (a German Takeout holds "Profil/Profil.json", "Chrome/Verlauf.json", "Maps (Meine Orte)/
// Bewertungen.json"). Each localised path segment maps to the English one the routes match, so a
// language is one block here. Invariant: only names seen in real exports or Google's own
// translations are listed; a name nobody has seen is not guessed.
//
// Sources: German — the RecentTakeout_ger file tree of a real Takeout (corpus) and the German
// locale of a public Takeout parser.

/** Localised path segment (exact, case-sensitive as Takeout writes it) → English segment. */
export const TAKEOUT_NAMES: Record<string, Record<string, string>> = {
  de: {
    Profil: 'Profile',
    'Profil.json': 'Profile.json',
    'Verlauf.json': 'BrowserHistory.json',
    'Adressen und andere Daten.json': 'Autofill.json',
    'Maps (Meine Orte)': 'Maps (your places)',
    'Bewertungen.json': 'Reviews.json',
    'Gespeicherte Orte.json': 'Saved Places.json',
    'Meine Orte mit Beschriftungen': 'My labeled places',
    'Orte mit Beschriftungen.json': 'Labeled places.json',
    'Routen für Pendelstrecke': 'Commute routes',
    'Routen für Pendelstrecke.json': 'Commute routes.json',
    Standortverlauf: 'Location History',
    'Meine Aktivitäten': 'My Activity',
    'MeineAktivitäten.json': 'MyActivity.json',
    'MeineAktivitäten.html': 'MyActivity.html',
    'YouTube und YouTube Music': 'YouTube and YouTube Music',
    Verlauf: 'history',
    'Wiedergabeverlauf.html': 'watch-history.html',
    'Wiedergabeverlauf.json': 'watch-history.json',
    'Suchverlauf.html': 'search-history.html',
    'Suchverlauf.json': 'search-history.json',
    Abos: 'subscriptions',
    'Abos.csv': 'subscriptions.csv',
    'Google Fotos': 'Google Photos',
  },
};

const TO_ENGLISH = new Map<string, string>();
for (const names of Object.values(TAKEOUT_NAMES))
  for (const [local, english] of Object.entries(names)) TO_ENGLISH.set(local, english);

/** The path with every localised Takeout segment in English (unknown segments stay as they are). */
export function englishTakeoutPath(path: string): string {
  return path
    .split('/')
    .map((segment) => TO_ENGLISH.get(segment.normalize('NFC')) ?? segment)
    .join('/');
}
