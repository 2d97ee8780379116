// Naming the language of export text Footprint has no table for (Meta labels, Takeout folder
// names), so an export in that language is named ("this export is in a language Footprint cannot
// read yet: Turkish") instead of silently losing its facts. Invariant: a language is named only on
// letters or a script that, among the languages people export in, that language alone uses;
// text without such letters names nothing rather than a guess. Checked in order: specific
// letters before the script they belong to (Ukrainian before Russian, Persian before Arabic,
// Japanese kana before the Han characters Chinese and Japanese share).

export interface LanguageMarker {
  readonly name: string;
  readonly marker: RegExp;
}

export const LETTER_MARKERS: readonly LanguageMarker[] = [
  { name: 'Turkish', marker: /[ığİ]/ },
  { name: 'Polish', marker: /[łśźżąęńŁŚŹŻ]/ },
  { name: 'Czech', marker: /[ěřůĚŘŮ]/ },
  { name: 'Vietnamese', marker: /[ơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/ },
  { name: 'Romanian', marker: /[șțȘȚ]/ },
  { name: 'Ukrainian', marker: /[іїєґІЇЄҐ]/ },
  { name: 'Russian', marker: /[\u0400-\u04ff]/ },
  { name: 'Greek', marker: /[\u0370-\u03ff]/ },
  { name: 'Hebrew', marker: /[\u0590-\u05ff]/ },
  { name: 'Persian', marker: /[پچژگ]/ },
  { name: 'Arabic', marker: /[\u0600-\u06ff]/ },
  { name: 'Hindi', marker: /[\u0900-\u097f]/ },
  { name: 'Thai', marker: /[\u0e00-\u0e7f]/ },
  { name: 'Korean', marker: /[\uac00-\ud7af]/ },
  { name: 'Japanese', marker: /[\u3040-\u30ff]/ },
  { name: 'Chinese', marker: /[\u4e00-\u9fff]/ },
];

/** The first language whose marker the text carries, or null. */
export function languageOf(
  text: string,
  markers: readonly LanguageMarker[] = LETTER_MARKERS,
): string | null {
  return markers.find((language) => language.marker.test(text))?.name ?? null;
}
