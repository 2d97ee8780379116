// Word lists for the NRP detector: nationalities and ethnic origins, religions and their
// adherents, and political parties and affiliations of major countries, written by hand (the
// demonym lists on npm are either partial, like compromise's, or mix in country names).
// Invariant: entries are lowercase, singular where a plural exists (the detector strips -s, -es
// and -men → -man), apostrophes are straight ('), and multi-word entries are separated by one
// space; the detector, not this list, decides whether a mention is about a person.

export type GroupKind = 'nationality' | 'religion' | 'politics';

/**
 * How much context a word needs besides the self-disclosure cue:
 * - 'plain': the cue is enough ("I'm a proud Nigerian").
 * - 'adjective': also an everyday adjective ("liberal with the salt"), so a preposition after it
 *   cancels the match.
 * - 'strict': ordinary word first ("green", "reform", "independent"), counted only with a
 *   political cue: a vote, "registered", "party", "voter".
 * - 'doctrine': the name of a faith ("Islam"), counted only after "converted to", "practise",
 *   "my religion is" and the like.
 */
export type GroupUse = 'plain' | 'adjective' | 'strict' | 'doctrine';

export interface GroupWord {
  kind: GroupKind;
  use: GroupUse;
}

const NATIONALITIES = `
  afghan, albanian, algerian, american, andorran, angolan, antiguan, argentine, argentinian,
  argentinean, armenian, australian, aussie, austrian, azerbaijani, azeri, bahamian, bahraini,
  bangladeshi, barbadian, bajan, belarusian, belgian, belizean, beninese, bhutanese, bolivian,
  bosnian, botswanan, brazilian, british, brit, briton, bruneian, bulgarian, burkinabe, burmese,
  burundian, cambodian, cameroonian, canadian, chadian, chilean, chinese, colombian, comorian,
  congolese, croatian, croat, cuban, cypriot, czech, danish, dane, djiboutian, dominican, dutch,
  dutchman, dutchwoman, ecuadorian, ecuadorean, egyptian, emirati, english, englishman,
  englishwoman, eritrean, estonian, ethiopian, fijian, filipino, filipina, finnish, finn, french,
  frenchman, frenchwoman, gabonese, gambian, georgian, german, ghanaian, greek, grenadian,
  guatemalan, guinean, guyanese, haitian, honduran, hungarian, icelandic, icelander, indian,
  indonesian, iranian, iraqi, irish, irishman, irishwoman, israeli, italian, ivorian, jamaican,
  japanese, jordanian, kazakh, kazakhstani, kenyan, kiwi, kosovar, kuwaiti, kyrgyz, lao, laotian,
  latvian, lebanese, liberian, libyan, liechtensteiner, lithuanian, luxembourger, luxembourgish,
  macedonian, malagasy, malawian, malaysian, maldivian, malian, maltese, mauritanian, mauritian,
  mexican, moldovan, monegasque, mongolian, montenegrin, moroccan, mozambican, namibian, nepali,
  nepalese, nicaraguan, nigerian, nigerien, norwegian, omani, pakistani, palestinian, panamanian,
  paraguayan, peruvian, polish, pole, portuguese, qatari, romanian, russian, rwandan, salvadoran,
  salvadorian, samoan, saudi, scottish, scot, scotsman, scotswoman, senegalese, serbian, serb,
  singaporean, slovak, slovakian, slovenian, slovene, somali, somalian, spanish, spaniard,
  sudanese, surinamese, surinamer, swazi, swedish, swede, swiss, syrian, taiwanese, tajik,
  tanzanian, thai, togolese, tongan, trinidadian, tunisian, turkish, turk, turkmen, ugandan,
  ukrainian, uruguayan, uzbek, venezuelan, vietnamese, welsh, welshman, welshwoman, yemeni,
  zambian, zimbabwean, greenlander, faroese,
  puerto rican, costa rican, new zealander, south african, sri lankan, sierra leonean,
  north korean, south korean, northern irish, saudi arabian, cape verdean, east timorese,
  south sudanese, hong konger, papua new guinean, native american, african american,
  latin american,
  african, asian, european, latino, latina, latinx, hispanic, arab, kurd, kurdish, catalan,
  basque, tamil, punjabi, gujarati, bengali, pashtun, uyghur, uighur, roma, romani, maori, māori,
  aboriginal, inuit, yoruba, igbo, hausa, zulu, xhosa, berber, amazigh, tibetan, hmong, oromo`;

const RELIGIONS = `
  christian, catholic, roman catholic, protestant, anglican, episcopalian, methodist, baptist,
  lutheran, presbyterian, evangelical, pentecostal, mormon, latter-day saint, lds, quaker,
  adventist, seventh-day adventist, jehovah's witness, amish, mennonite, calvinist, unitarian,
  coptic, copt, greek orthodox, russian orthodox, eastern orthodox, coptic orthodox,
  muslim, muslimah, moslem, sunni, shia, shiite, shi'ite, shii, shi'i, sufi, ahmadi, ismaili,
  alawite, salafi, jew, jewish, hasidic, hasid, haredi, hindu, sikh, buddhist, jain,
  zoroastrian, parsi, bahai, baha'i, taoist, shintoist, pagan, wiccan, rastafarian, rasta,
  scientologist, atheist, agnostic, humanist, satanist, deist, druze`;

const RELIGION_ADJECTIVES = `orthodox`;

const DOCTRINES = `
  christianity, catholicism, protestantism, islam, judaism, hinduism, sikhism, buddhism, jainism,
  mormonism, taoism, wicca, paganism, atheism, agnosticism, zoroastrianism, scientology`;

const POLITICS = `
  democrat, republican, gop, maga, libertarian, tory, labour, ukip, snp, dup, lib dem,
  liberal democrat, sinn fein, sinn féin, plaid cymru, green party, reform uk, brexiteer,
  brexiter, remainer, unionist, loyalist, socialist, communist, marxist, leninist, trotskyist,
  maoist, anarchist, leftist, left-winger, right-winger, centrist, nationalist,
  monarchist, zionist, anti-zionist, corbynista, blairite, thatcherite, ndp, cdu, csu, spd, afd,
  fdp, bjp, psoe, podemos, likud, anc, fidesz, rassemblement national, front national`;

const POLITICAL_ADJECTIVES = `conservative, liberal, progressive`;

const POLITICAL_STRICT = `green, reform, labor, congress, independent, dem, national`;

function add(into: Map<string, GroupWord>, list: string, kind: GroupKind, use: GroupUse): void {
  for (const entry of list.split(',')) {
    const word = entry.trim().replace(/\s+/g, ' ');
    if (word) into.set(word, { kind, use });
  }
}

let cached: Map<string, GroupWord> | null = null;

/** Every entry, single words and phrases, by its lowercase spelling. Built once per process. */
export function groupWords(): Map<string, GroupWord> {
  if (cached) return cached;
  const words = new Map<string, GroupWord>();
  add(words, NATIONALITIES, 'nationality', 'plain');
  add(words, RELIGIONS, 'religion', 'plain');
  add(words, RELIGION_ADJECTIVES, 'religion', 'adjective');
  add(words, DOCTRINES, 'religion', 'doctrine');
  add(words, POLITICS, 'politics', 'plain');
  add(words, POLITICAL_ADJECTIVES, 'politics', 'adjective');
  add(words, POLITICAL_STRICT, 'politics', 'strict');
  // Plurals the -s rule does not make.
  words.set('tories', { kind: 'politics', use: 'plain' });
  words.set('greens', { kind: 'politics', use: 'strict' });
  words.set('dems', { kind: 'politics', use: 'strict' });
  words.set('nationals', { kind: 'politics', use: 'strict' });
  cached = words;
  return words;
}
