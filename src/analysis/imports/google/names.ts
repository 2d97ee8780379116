// Takeout's folder and file names in the account's language, in one table: Google translates them
// (a German Takeout holds "Profil/Profil.json", "Chrome/Verlauf.json", "Maps (Meine Orte)/
// Bewertungen.json"). Each localised path segment maps to the English one the routes match, so a
// language is one block here. Invariants: only names seen in real exports or in parsers built on
// real exports are listed — a name nobody has seen is not guessed, so a block may be incomplete
// (what it lacks is said beside it); a local name maps to one English name across all blocks; the
// file format (.json or .html) is the user's choice in Takeout, so a name seen with one extension
// is listed with both. Some names stay English in every language (Semantic Location History and
// its 2019_JANUARY.json months, Records.json, Settings.json, Chrome, YouTube): they need no entry.
//
// Sources, per block:
// - German: the RecentTakeout_ger file tree of a real 2023-24 Takeout (corpus) and the German
//   locale of a public Takeout parser (google_takeout_parser, locales/de.py).
// - Dutch, Spanish, Turkish, Chinese (Simplified), Arabic: the per-locale path table of a
//   data-donation study's Takeout reader (d3i-infra/data-donation-task, google.py), checked there
//   against real Takeouts requested in each language in 2026; Dutch location history from
//   location-history scripts run on real Dutch Takeouts ("Locatiegeschiedenis/
//   Locatiegeschiedenis.json"); Spanish profile and Maps names from an analysis script run on a real
//   Spanish Takeout ("Perfil/Perfil.json", "Maps (Tus sitios)/Reseñas.json", "Maps/Mis sitios
//   etiquetados/Sitios etiquetados.json"); Chinese location history from a study's participant
//   Takeouts ("位置记录/位置记录.json").
// - French: participant Takeouts of the same study and scripts run on real French Takeouts
//   ("Historique des positions/…", "Mon activité/…/MonActivité.html", "Maps (vos adresses)/
//   Avis.json", "Maps/Mes adresses avec libellé/Adresses avec libellé.json").
// - Italian: fixtures of an Italian Takeout reader ("Profilo/Profilo.json", "Maps (I tuoi
//   luoghi)/Recensioni.json", "…/LeMieAttività.html") and scripts on real Italian Takeouts
//   ("Cronologia delle posizioni/…").
// - Japanese: scripts run on real Japanese Takeouts ("ロケーション履歴/ロケーション履歴.json",
//   "ロケーション履歴/ロケーション履歴（タイムライン）/Records.json", "マイ アクティビティ/…/
//   マイアクティビティ.html") and a YouTube-history reader ("再生履歴.html").
// - Korean: scripts on real Korean Takeouts ("위치 기록/Semantic Location History/…",
//   "YouTube 및 YouTube Music/시청 기록/시청 기록.html", "…/검색 기록.html").
// - Portuguese (Brazil): Takeout readers' fixtures ("Minha atividade/…/Minhaatividade.html",
//   "Chrome/Histórico.json").
// - Russian: a Takeout how-to ("История местоположений/Location History.json").
//
// Missing (not seen, so not listed): Maps, profile and photos names in Dutch, Turkish, Chinese,
// Arabic, Japanese, Korean, Portuguese and Russian; YouTube history names in French, Italian and
// Portuguese; YouTube subscriptions outside German, Dutch, Spanish, Turkish, Chinese and Arabic
// (those four, and the older Arabic, Turkish and Spanish spellings, from the same study's table);
// My Activity in Korean and Russian. A file whose name is missing is still read when its content
// says what it is (the routes' sniffs in index.ts).

import { languageOf } from '../languages.ts';

/** Localised path segment (exact, case-sensitive as Takeout writes it) → English segment. */
export const TAKEOUT_NAMES: Record<string, Record<string, string>> = {
  German: {
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
  Dutch: {
    'Mijn activiteit': 'My Activity',
    'YouTube en YouTube Music': 'YouTube and YouTube Music',
    geschiedenis: 'history',
    'kijkgeschiedenis.html': 'watch-history.html',
    'kijkgeschiedenis.json': 'watch-history.json',
    'zoekgeschiedenis.html': 'search-history.html',
    'zoekgeschiedenis.json': 'search-history.json',
    abonnementen: 'subscriptions',
    'abonnementen.csv': 'subscriptions.csv',
    'Geschiedenis.json': 'BrowserHistory.json',
    Locatiegeschiedenis: 'Location History',
    'Locatiegeschiedenis.json': 'Location History.json',
  },
  Spanish: {
    'Mi actividad': 'My Activity',
    'MiActividad.html': 'MyActivity.html',
    'MiActividad.json': 'MyActivity.json',
    'YouTube y YouTube Music': 'YouTube and YouTube Music',
    historial: 'history',
    'historial-de-reproducciones.html': 'watch-history.html',
    'historial-de-reproducciones.json': 'watch-history.json',
    'historial-de-búsqueda.html': 'search-history.html',
    'historial-de-búsqueda.json': 'search-history.json',
    // The older spaced spelling of the same file, kept beside the current one.
    'historial de búsquedas.html': 'search-history.html',
    'historial de búsquedas.json': 'search-history.json',
    suscripciones: 'subscriptions',
    'suscripciones.csv': 'subscriptions.csv',
    'Historial.json': 'BrowserHistory.json',
    Perfil: 'Profile',
    'Perfil.json': 'Profile.json',
    'Maps (Tus sitios)': 'Maps (your places)',
    'Reseñas.json': 'Reviews.json',
    'Mis sitios etiquetados': 'My labeled places',
    'Sitios etiquetados.json': 'Labeled places.json',
  },
  French: {
    'Mon activité': 'My Activity',
    'MonActivité.html': 'MyActivity.html',
    'MonActivité.json': 'MyActivity.json',
    'Historique des positions': 'Location History',
    'Historique des positions.json': 'Location History.json',
    'Maps (vos adresses)': 'Maps (your places)',
    'Avis.json': 'Reviews.json',
    'Mes adresses avec libellé': 'My labeled places',
    'Adresses avec libellé.json': 'Labeled places.json',
  },
  Italian: {
    'LeMieAttività.html': 'MyActivity.html',
    'LeMieAttività.json': 'MyActivity.json',
    Profilo: 'Profile',
    'Profilo.json': 'Profile.json',
    'Maps (I tuoi luoghi)': 'Maps (your places)',
    'Maps (i tuoi luoghi)': 'Maps (your places)',
    'Recensioni.json': 'Reviews.json',
    'Cronologia delle posizioni': 'Location History',
  },
  Portuguese: {
    'Minha atividade': 'My Activity',
    'Minhaatividade.html': 'MyActivity.html',
    'Minhaatividade.json': 'MyActivity.json',
    'Histórico.json': 'BrowserHistory.json',
  },
  Turkish: {
    Etkinliğim: 'My Activity',
    'Etkinliğim.html': 'MyActivity.html',
    'Etkinliğim.json': 'MyActivity.json',
    'YouTube ve YouTube Music': 'YouTube and YouTube Music',
    geçmiş: 'history',
    'izleme geçmişi.html': 'watch-history.html',
    'izleme geçmişi.json': 'watch-history.json',
    'arama geçmişi.html': 'search-history.html',
    'arama geçmişi.json': 'search-history.json',
    'Tarih.json': 'BrowserHistory.json',
    'Geçmiş.json': 'BrowserHistory.json',
    'İzleme geçmişi.html': 'watch-history.html',
    'İzleme geçmişi.json': 'watch-history.json',
    'Arama geçmişi.html': 'search-history.html',
    'Arama geçmişi.json': 'search-history.json',
    Abonelikler: 'subscriptions',
    'Abonelikler.csv': 'subscriptions.csv',
  },
  Chinese: {
    我的活动: 'My Activity',
    '我的活动记录.html': 'MyActivity.html',
    '我的活动记录.json': 'MyActivity.json',
    'YouTube 和 YouTube Music': 'YouTube and YouTube Music',
    历史记录: 'history',
    '观看记录.html': 'watch-history.html',
    '观看记录.json': 'watch-history.json',
    '搜索记录.html': 'search-history.html',
    '搜索记录.json': 'search-history.json',
    '历史记录.json': 'BrowserHistory.json',
    记录: 'history',
    订阅内容: 'subscriptions',
    '订阅内容.csv': 'subscriptions.csv',
    位置记录: 'Location History',
    '位置记录.json': 'Location History.json',
  },
  Arabic: {
    نشاطي: 'My Activity',
    'نشاطي.html': 'MyActivity.html',
    'نشاطي.json': 'MyActivity.json',
    'YouTube وYouTube Music': 'YouTube and YouTube Music',
    السجلّ: 'history',
    'سجل المشاهدة.html': 'watch-history.html',
    'سجل المشاهدة.json': 'watch-history.json',
    'سجلّ البحث.html': 'search-history.html',
    'سجلّ البحث.json': 'search-history.json',
    'السجلّ.json': 'BrowserHistory.json',
    // Older spellings: without the shadda, a space after و, and أنشطتي for My Activity.
    'السجل.json': 'BrowserHistory.json',
    'YouTube و YouTube Music': 'YouTube and YouTube Music',
    سجل: 'history',
    'سجل البحث.html': 'search-history.html',
    'سجل البحث.json': 'search-history.json',
    أنشطتي: 'My Activity',
    اشتراكات: 'subscriptions',
    'اشتراكات.csv': 'subscriptions.csv',
  },
  Japanese: {
    'マイ アクティビティ': 'My Activity',
    'マイアクティビティ.html': 'MyActivity.html',
    'マイアクティビティ.json': 'MyActivity.json',
    ロケーション履歴: 'Location History',
    'ロケーション履歴.json': 'Location History.json',
    'ロケーション履歴（タイムライン）': 'Location History (Timeline)',
    '再生履歴.html': 'watch-history.html',
    '再生履歴.json': 'watch-history.json',
  },
  Korean: {
    '위치 기록': 'Location History',
    'YouTube 및 YouTube Music': 'YouTube and YouTube Music',
    '시청 기록': 'history',
    '시청 기록.html': 'watch-history.html',
    '시청 기록.json': 'watch-history.json',
    '검색 기록.html': 'search-history.html',
    '검색 기록.json': 'search-history.json',
  },
  Russian: {
    'История местоположений': 'Location History',
  },
};

const TO_ENGLISH = new Map<string, string>();
for (const names of Object.values(TAKEOUT_NAMES))
  for (const [local, english] of Object.entries(names))
    TO_ENGLISH.set(local.normalize('NFC'), english);

/** The path with every localised Takeout segment in English (unknown segments stay as they are). */
export function englishTakeoutPath(path: string): string {
  return path
    .split('/')
    .map((segment) => TO_ENGLISH.get(segment.normalize('NFC')) ?? segment)
    .join('/');
}

/**
 * A Takeout path no route reads whose top-level folder (the product, named by Google; deeper names
 * may be the user's own, such as Drive files or photo albums) is in a language the table lacks, or
 * has only in part: the language, and why the file was not read. Null when the name is known,
 * English, or in no language its letters tell.
 */
export function untranslatedTakeoutName(path: string): { language: string; why: string } | null {
  const segments = path.split('/');
  const raw = segments[segments.indexOf('Takeout') + 1];
  if (raw === undefined) return null;
  const name = raw.normalize('NFC');
  if (TO_ENGLISH.has(name)) return null;
  const language = languageOf(name.replace(/\.[a-z0-9]+$/i, ''));
  if (!language) return null;
  const retry = 'Requesting the Takeout again with your Google account set to English has it read.';
  return {
    language,
    why:
      language in TAKEOUT_NAMES
        ? `Footprint reads Takeouts in ${language} only in part: "${raw}" is not among the ${language} names it knows yet, so this file was not read. ${retry}`
        : `This export is in a language Footprint cannot read yet: ${language} ("${raw}"), so this file was not read. ${retry}`,
  };
}
