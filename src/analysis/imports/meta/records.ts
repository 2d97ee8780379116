// Meta (Instagram, Facebook) record shapes: `string_map_data` label/value records whose labels are
// display strings that change case between exports and are translated into the account's language,
// `string_list_data` lists, and the 2024 `label_values` records. Invariant: a label is looked up by
// its canonical English name; LABEL_TRANSLATIONS maps the spellings seen in exports to it, so
// adding a language is one line per label. Meta translates labels only: file and folder names stay
// English whatever the account's language (a French account's 2023 Instagram export lists
// ads_and_topics/, comments/, content/posts_1.json…, pixelfed/pixelfed#4555), so routes need no
// translation.
// Sources: Dutch, Polish, Turkish, Arabic, Russian, Romanian and Albanian name, username and time
// labels are the variants a data-donation study's Instagram reader matches, labels following the
// account's language (d3i-infra/data-donation-task, instagram.py); no IP-address or user-agent
// label of those languages has been seen on Instagram (FACEBOOK_WORDING holds Facebook's Russian
// and Polish IP-address labels, unverified there), except Turkish: its IP-address, birthday,
// private-account, e-mail and device labels were read off a real Turkish Instagram export (2024).
// Italian "Orario", "Indirizzo e-mail" and "Nome della città" come from an Italian Instagram export
// reader's label table. The Simplified Chinese labels (姓名, 帐号, 手机号, 出生日期, 私密帐户,
// 个性签名, 性别, IP 地址, 用户代理, Cookie 名称, 语言代码) were read off a real 2023 Instagram HTML
// export in Simplified Chinese; the Arabic phone, birth-date, private-account, bio, gender and
// website labels off a real 2026 Instagram profile page in Arabic.
// FACEBOOK_WORDING adds, per language, Facebook's wording of the same fields where no Instagram
// sample has shown the label (unverified on Instagram). Still without a spelling in most of those
// languages: the private-account, e-mail, user-agent, device, website and city labels; a file
// carrying them is named by its language (UNREAD_LANGUAGES).
import type { DatasetBuilder } from '../datasetBuilder.ts';
import { languageOf, LETTER_MARKERS, type LanguageMarker } from '../languages.ts';
import { arr, obj, str, num, type Json } from '../values.ts';

/** Canonical label → other spellings (lower-case), from exports and parsers in other languages. */
const LABEL_TRANSLATIONS: Record<string, string[]> = {
  'ip address': [
    'ip-adresse',
    'adresse ip',
    'dirección ip',
    'indirizzo ip',
    'endereço ip',
    'ip 주소',
    'ip地址',
    'ip アドレス',
    'ip adresi',
    'ip 地址',
  ],
  time: [
    'zeit',
    'heure',
    'hora',
    'ora',
    'orario',
    'tempo',
    '시간',
    '时间',
    '時間',
    'datum',
    'tijd',
    'godzina',
    'saat',
    'الوقت',
    'время',
  ],
  'user agent': [
    'user-agent',
    'benutzeragent',
    'agent utilisateur',
    'agente de usuario',
    'agente utente',
    '사용자 에이전트',
    '用户代理',
  ],
  'cookie name': ['cookie-name', 'nom du cookie', 'nombre de la cookie', 'cookie 名称'],
  port: ['port', 'puerto', 'porta'],
  'language code': ['sprachcode', 'code de langue', 'código de idioma', '语言代码'],
  // Not the Turkish "Ad" (name) here: alone it would too easily be an English advertisement's
  // label; labels() reads it as the name only beside another Turkish label (TURKISH_LABELS).
  name: [
    'name',
    'nom',
    'nombre',
    'nome',
    '이름',
    'naam',
    'nazwa',
    'الاسم',
    'имя',
    'nume',
    'emri',
    '姓名',
  ],
  username: [
    'benutzername',
    'nutzername',
    "nom d'utilisateur",
    'nombre de usuario',
    'nome utente',
    '사용자 이름',
    'gebruikersnaam',
    'nazwa użytkownika',
    'kullanıcı adı',
    'اسم المستخدم',
    'имя пользователя',
    'nume de utilizator',
    'emri i përdoruesit',
    '帐号',
  ],
  email: [
    'e-mail',
    'e-mail-adresse',
    'adresse e-mail',
    'correo electrónico',
    'indirizzo e-mail',
    'email address',
    'e-posta',
    'e-posta adresi',
  ],
  'phone number': [
    'telefonnummer',
    'numéro de téléphone',
    'número de teléfono',
    'numero di telefono',
    '手机号',
    'رقم الهاتف',
  ],
  'date of birth': [
    'geburtsdatum',
    'date de naissance',
    'fecha de nacimiento',
    'data di nascita',
    'birthday',
    'doğum tarihi',
    '出生日期',
    'تاريخ الميلاد',
  ],
  'private account': [
    'privates konto',
    'compte privé',
    'cuenta privada',
    'account privato',
    'gizli hesap',
    '私密帐户',
    'حساب خاص',
  ],
  device: ['cihaz'],
  bio: ['biografie', 'biographie', 'biografía', 'biografia', '个性签名', 'السيرة الذاتية'],
  gender: ['geschlecht', 'genre', 'género', 'genere', '性别', 'الجنس'],
  website: ['webseite', 'site web', 'sitio web', 'sito web', 'موقع الويب'],
  'device id': ['geräte-id', "identifiant de l'appareil", 'id del dispositivo'],
  'last login': ['letzte anmeldung', 'dernière connexion', 'último inicio de sesión'],
  'city name': ['stadtname', 'nom de la ville', 'nombre de la ciudad', 'nome della città'],
  'app name': ['app-name', "nom de l'app", 'nombre de la app'],
};

/**
 * Per language, Meta's wording of a field as Facebook prints it (the profile row names and login
 * IP label of facebook/htmlLabels.ts), for the Instagram labels no Instagram sample has shown in
 * that language yet. Unverified on Instagram: Meta words a field alike across its apps, but an
 * Instagram export may still differ, and then its labels stay unread and the language is named.
 * Only singular field names are taken: Facebook's plural rows ("Telefones", "E-mails") are not
 * the wording of Instagram's one-value labels, and no phone, e-mail or private-account label is
 * taken where Facebook has only those.
 */
const FACEBOOK_WORDING: Record<string, Record<string, string[]>> = {
  // Facebook interface wording (Brazilian, then European Portuguese).
  Portuguese: {
    username: ['nome de usuário', 'nome de utilizador'],
    'date of birth': ['data de nascimento'],
    gender: ['gênero'],
  },
  Indonesian: {
    name: ['nama'],
    username: ['nama pengguna'],
    'date of birth': ['tanggal lahir'],
    gender: ['jenis kelamin'],
    'ip address': ['alamat ip'],
  },
  Russian: { 'date of birth': ['дата рождения'], gender: ['пол'], 'ip address': ['ip-адрес'] },
  Polish: {
    name: ['imię i nazwisko'],
    'date of birth': ['data urodzenia'],
    gender: ['płeć'],
    'ip address': ['adres ip'],
  },
  Turkish: { gender: ['cinsiyet'] },
  Arabic: { email: ['البريد الإلكتروني'], 'ip address': ['عنوان ip'] },
  // Rows of a real 2021 Facebook profile page in Vietnamese (the IP label excepted).
  Vietnamese: {
    name: ['tên'],
    username: ['tên người dùng'],
    'phone number': ['số điện thoại'],
    'date of birth': ['ngày sinh'],
    gender: ['giới tính'],
    'ip address': ['địa chỉ ip'],
  },
  Thai: {
    name: ['ชื่อ'],
    username: ['ชื่อผู้ใช้'],
    'date of birth': ['วันเกิด'],
    gender: ['เพศ'],
    'ip address': ['ที่อยู่ ip'],
  },
  Hindi: {
    name: ['नाम'],
    username: ['उपयोगकर्ता नाम'],
    'date of birth': ['जन्मतिथि', 'जन्म तिथि'],
    gender: ['लिंग'],
    'ip address': ['ip पता'],
  },
  Japanese: {
    name: ['名前'],
    username: ['ユーザーネーム'],
    'phone number': ['電話番号'],
    'date of birth': ['生年月日'],
    gender: ['性別'],
  },
  Korean: { 'phone number': ['전화번호'], gender: ['성별'] },
  'Traditional Chinese': {
    username: ['用戶名稱', '使用者名稱'],
    'phone number': ['電話號碼'],
    gender: ['性別'],
    'ip address': ['ip 位址'],
  },
};

const CANONICAL = new Map<string, string>();
for (const table of [LABEL_TRANSLATIONS, ...Object.values(FACEBOOK_WORDING)])
  for (const [canonical, spellings] of Object.entries(table)) {
    CANONICAL.set(canonical, canonical);
    for (const spelling of spellings) CANONICAL.set(spelling, canonical);
  }

/** Turkish spellings that no other language uses, which make a record's "Ad" its name. */
const TURKISH_LABELS = new Set([
  'kullanıcı adı',
  'ip adresi',
  'e-posta',
  'e-posta adresi',
  'doğum tarihi',
  'gizli hesap',
  'cihaz',
  'biyografi',
  'cinsiyet',
]);

export function canonicalLabel(label: string): string {
  const lower = label.trim().toLowerCase();
  return CANONICAL.get(lower) ?? lower;
}

export interface LabelValue {
  value?: string;
  timestamp?: number;
  href?: string;
}

/** A record's label/value pairs by canonical label (string_map_data and label_values). */
export function labels(record: unknown): Map<string, LabelValue> {
  const result = new Map<string, LabelValue>();
  const r = obj(record);
  const map = obj(r?.string_map_data);
  if (map) {
    for (const [label, raw] of Object.entries(map)) {
      const entry = obj(raw);
      const value: LabelValue = {};
      const v = str(entry?.value);
      if (v !== undefined && v !== '') value.value = v;
      const t = num(entry?.timestamp);
      if (t) value.timestamp = t;
      const href = str(entry?.href);
      if (href) value.href = href;
      result.set(canonicalLabel(label), value);
    }
    const turkish = Object.keys(map).some((label) =>
      TURKISH_LABELS.has(label.trim().toLowerCase()),
    );
    if (turkish && result.has('ad') && !result.has('name')) {
      result.set('name', result.get('ad')!);
      result.delete('ad');
    }
  }
  for (const raw of arr(r?.label_values)) {
    const entry = obj(raw);
    const label = str(entry?.label);
    if (!label) continue;
    const v = str(entry?.value) ?? str(entry?.href);
    const t = num(entry?.timestamp_value);
    result.set(canonicalLabel(label), {
      ...(v ? { value: v } : {}),
      ...(t ? { timestamp: t } : {}),
    });
  }
  return result;
}

export function labelValue(record: unknown, label: string): string | undefined {
  return labels(record).get(label)?.value;
}

export function labelTime(record: unknown, label: string): number | undefined {
  return labels(record).get(label)?.timestamp;
}

/** Keys only a record (not a file's wrapper object) has. */
const RECORD_SHAPE = ['string_map_data', 'string_list_data', 'label_values', 'media_map_data'];

/**
 * The records of a Meta file, by shape: its wrapping key's list, the bare array, or — when a file
 * holds one record and no wrapper (2025+ `blocked_profiles.json`) — that record alone.
 */
export function records(json: unknown, key: string): Json[] {
  const wrapper = obj(json);
  let value: unknown = json;
  if (wrapper && wrapper[key] !== undefined) value = wrapper[key];
  else if (wrapper && RECORD_SHAPE.some((k) => wrapper[k] !== undefined)) value = [wrapper];
  return arr(value)
    .map((r) => obj(r))
    .filter((r): r is Json => r !== undefined);
}

/** Entries of string_list_data (followers, following: username + time). */
export function listValues(record: unknown): LabelValue[] {
  return arr(obj(record)?.string_list_data).map((raw) => {
    const entry = obj(raw);
    const value: LabelValue = {};
    const v = str(entry?.value);
    if (v) value.value = v;
    const t = num(entry?.timestamp);
    if (t) value.timestamp = t;
    const href = str(entry?.href);
    if (href) value.href = href;
    return value;
  });
}

/** Meta media: `exif_data` entries of photo/video metadata (IG and FB share the shape). */
export function exifEntries(media: unknown): Json[] {
  const meta = obj(obj(media)?.media_metadata);
  return [
    ...arr(obj(meta?.photo_metadata)?.exif_data),
    ...arr(obj(meta?.video_metadata)?.exif_data),
  ]
    .map((e) => obj(e))
    .filter((e): e is Json => e !== undefined);
}

/**
 * Languages Footprint has no label table for, named by their letters or script, or else by a few
 * label words only they use, so an export in one of them is named instead of silently losing its
 * facts.
 */
const UNREAD_LANGUAGES: readonly LanguageMarker[] = [
  ...LETTER_MARKERS,
  { name: 'Turkish', marker: /\badresi\b|\bzaman\b/i },
  // "prywatne"/"prywatny" (private): Polish labels without a Polish letter.
  { name: 'Polish', marker: /\b(?:czas|prywatn[aey])\b/i },
  { name: 'Vietnamese', marker: /\bthời gian\b/i },
  { name: 'Dutch', marker: /\b(?:tijd|gebruikersnaam|adres)\b/i },
  // "akun" (account) and "telepon" (telephone): the Indonesian labels of the private flag and phone
  // are not in the table.
  { name: 'Indonesian', marker: /\b(?:waktu|alamat|nama pengguna|akun|telepon)\b/i },
  // Portuguese's phone, e-mail and private-account labels are not in the table, and it shares its
  // other words with Spanish or Italian: its own words for phone and user name name it.
  { name: 'Portuguese', marker: /\b(?:nascimento|telefone|usuário)\b/i },
];

/** Every label of a file's records (string_map_data keys and label_values labels), nested too. */
function allLabels(json: unknown, out: string[] = [], depth = 0): string[] {
  if (depth > 6) return out;
  if (Array.isArray(json)) {
    for (const item of json) allLabels(item, out, depth + 1);
    return out;
  }
  const record = obj(json);
  if (!record) return out;
  const map = obj(record.string_map_data);
  if (map) out.push(...Object.keys(map));
  for (const raw of arr(record.label_values)) {
    const label = str(obj(raw)?.label);
    if (label) out.push(label);
  }
  for (const value of Object.values(record))
    if (value && typeof value === 'object') allLabels(value, out, depth + 1);
  return out;
}

/**
 * The language of the labels of a file Footprint cannot read (those not in the table, when they
 * are in a language it can name), and whether other labels of the file were read; null when every
 * label is readable, or the unreadable ones are in no language it can name.
 */
function unreadLabels(json: unknown): { language: string; someRead: boolean } | null {
  const found = allLabels(json);
  const unknown = found.filter((label) => !CANONICAL.has(label.trim().toLowerCase()));
  if (unknown.length === 0) return null;
  const language = languageOf(unknown.join(' '), UNREAD_LANGUAGES);
  return language ? { language, someRead: unknown.length < found.length } : null;
}

/** The language of a file's labels Footprint cannot read, or null (see unreadLabels). */
export function unreadableLabelLanguage(json: unknown): string | null {
  return unreadLabels(json)?.language ?? null;
}

/** Lists a Meta file whose labels are in a language Footprint cannot read, naming the language. */
export function noteUnreadableLanguage(
  builder: DatasetBuilder,
  entry: { path: string; size: number },
  json: unknown,
): void {
  const unread = unreadLabels(json);
  if (!unread) return;
  const retry = 'requesting the export in English gives them.';
  builder.unread(
    entry.path,
    entry.size,
    'partly-read',
    unread.someRead
      ? `Some labels of this file are in a language Footprint cannot read yet: ${unread.language}. The facts under them (such as IP addresses) were not read, the rest was; ${retry}`
      : `This file is in a language Footprint cannot read yet: ${unread.language}. Its labelled facts (IP addresses, times…) were not read; ${retry}`,
  );
}
