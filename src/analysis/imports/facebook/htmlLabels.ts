// The labels of Facebook's HTML archives in the account's language, in one table: the 2010–2018
// archive (index.htm, html/*.htm) and the HTML "Download your information" export of 2019 on
// (profile_information/profile_information.html, security_and_login_information/*.html, apps…).
// Facebook translates the row headings ("Geburtstag", "Date de naissance", "Fecha de nacimiento")
// and the dates it prints ("Dienstag, 25. März 2014 um 10:41 UTC+01", "Samedi 24 décembre 2022,
// 14:53 UTC+01:00"), while some rows and the 2010–2018 footer's "Downloaded by … on" stay English.
// A language is one block here.
// Invariant: a label is listed only when it is the wording Facebook itself uses for that field in
// that language; a row whose label is in no block is not guessed at but reported by language.
//
// Sources: English — the 2015, 2017 and 2018 archives of the corpus, a 2019 export in British
// English (day-first dates) and a 2021 profile page;
// German — a real 2014 German archive (index.htm, html/contact_info.htm); French — a 2022 export
// (profile, account activity, apps pages); Spanish — a 2021 export's profile page; Vietnamese — a
// 2021 export's profile page (numeric months: "23 tháng 3, 2021" is 23 March; rows Workplace,
// Screen Names, Music stay English). Portuguese, Italian, Indonesian, Turkish, Arabic, Russian,
// Polish, Thai, Hindi, Chinese (Traditional and Simplified), Japanese and Korean, and the rows of
// the languages above no sample showed, are the profile ("About") field names and month names of
// Facebook's own interface in that language, which the archive prints; dates of every language
// are also read by shape (day, month name, year, then a clock time, whatever word joins them), so
// a connecting word not listed does not lose the date.
import { decodeEntities } from '../text.ts';
import { parseTime } from '../time.ts';

/** What a row of the archive's profile tables holds. */
export type HtmlField =
  | 'name'
  | 'username'
  | 'emails'
  | 'phones'
  | 'address'
  | 'previousNames'
  | 'family'
  | 'previousRelationships'
  | 'relationshipStatus'
  | 'birthday'
  | 'gender'
  | 'currentCity'
  | 'hometown'
  | 'profile'
  | 'registrationDate'
  | 'apps';

interface HtmlLanguage {
  /** Row headings, lower-case, as the archive writes them. */
  labels: Partial<Record<HtmlField, readonly string[]>>;
  /**
   * Month names, January first, lower-case; absent when parseTime reads the language's dates or
   * the language numbers its months. An abbreviation the archive prints ("sept.", "may.") is read
   * as the month it begins.
   */
  months?: readonly string[];
  /** A date (and time) as the archive prints it: groups day, month, year, hour, minute, offset. */
  date?: RegExp;
}

export const FACEBOOK_HTML_LANGUAGES: Record<string, HtmlLanguage> = {
  en: {
    labels: {
      name: ['name'],
      // "Email addresses", "Home town/city": the 2019 export's British English rows.
      emails: ['emails', 'email', 'email addresses'],
      phones: ['phones'],
      address: ['address'],
      previousNames: ['previous names'],
      family: ['family'],
      previousRelationships: ['previous relationships'],
      relationshipStatus: ['relationship status'],
      birthday: ['birthday'],
      gender: ['gender'],
      currentCity: ['current city'],
      hometown: ['hometown', 'home town/city'],
      profile: ['profile'],
      registrationDate: ['registration date'],
      apps: ['apps'],
    },
    // The 2019 export of an account set to British English prints the day first ("Thursday, 27
    // June 2019 at 12:55 UTC+07:00"), an order parseTime does not read with "at" and a zone.
    months: [
      'january',
      'february',
      'march',
      'april',
      'may',
      'june',
      'july',
      'august',
      'september',
      'october',
      'november',
      'december',
    ],
    date: /^(?:\p{L}+, )?(?<day>\d{1,2}) (?<month>\p{L}+) (?<year>\d{4})(?: at (?<hour>\d{1,2}):(?<minute>\d{2})(?: ?UTC(?<offset>[+-]\d{1,2}(?::?\d{2})?)?)?)?$/u,
  },
  de: {
    labels: {
      username: ['nutzername', 'benutzername'],
      emails: ['e-mails', 'e-mail-adresse', 'e-mail-adressen'],
      phones: ['telefone', 'telefonnummern'],
      relationshipStatus: ['beziehungsstatus'],
      registrationDate: ['registrierungsdatum'],
      address: ['anschrift'],
      previousNames: ['vorherige namen'],
      family: ['familie'],
      birthday: ['geburtstag'],
      gender: ['geschlecht'],
      currentCity: ['aktueller wohnort'],
      hometown: ['heimatstadt'],
      profile: ['profil'],
      apps: ['apps'],
    },
    months: [
      'januar',
      'februar',
      'märz',
      'april',
      'mai',
      'juni',
      'juli',
      'august',
      'september',
      'oktober',
      'november',
      'dezember',
    ],
    date: /^(?:\p{L}+, )?(?<day>\d{1,2})\. (?<month>\p{L}+) (?<year>\d{4})(?: um (?<hour>\d{1,2}):(?<minute>\d{2})(?: ?UTC(?<offset>[+-]\d{1,2}(?::?\d{2})?)?)?)?$/u,
  },
  fr: {
    labels: {
      name: ['nom'],
      username: ["nom d'utilisateur"],
      emails: ['adresses e-mail', 'e-mails'],
      phones: ['téléphones', 'numéros de téléphone'],
      address: ['adresse'],
      previousNames: ['noms précédents'],
      family: ['famille', 'membres de la famille'],
      relationshipStatus: ['situation amoureuse'],
      currentCity: ['ville actuelle'],
      hometown: ["ville d'origine"],
      apps: ['applications'],
      birthday: ['date de naissance'],
      gender: ['genre'],
      profile: ['profil'],
      registrationDate: ["date d'inscription"],
    },
    months: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
    date: /^(?:\p{L}+ )?(?<day>\d{1,2}) (?<month>\p{L}+\.?) (?<year>\d{4})(?:,? (?<hour>\d{1,2}):(?<minute>\d{2})(?: ?UTC(?<offset>[+-]\d{1,2}(?::?\d{2})?)?)?)?$/u,
  },
  es: {
    labels: {
      name: ['nombre'],
      username: ['nombre de usuario'],
      emails: ['correos electrónicos', 'direcciones de correo electrónico'],
      phones: ['teléfonos'],
      address: ['dirección'],
      previousNames: ['nombres anteriores'],
      family: ['familia', 'familiares'],
      relationshipStatus: ['situación sentimental'],
      birthday: ['fecha de nacimiento', 'cumpleaños'],
      gender: ['sexo', 'género'],
      currentCity: ['ciudad actual'],
      hometown: ['ciudad de origen'],
      apps: ['aplicaciones'],
      profile: ['perfil'],
      registrationDate: ['fecha de registro'],
    },
    months: [
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ],
    date: /^(?:\p{L}+, )?(?<day>\d{1,2})(?: de)? (?<month>\p{L}+\.?)(?: de)? (?<year>\d{4})(?: a las (?<hour>\d{1,2}):(?<minute>\d{2})(?: ?UTC(?<offset>[+-]\d{1,2}(?::?\d{2})?)?)?)?$/u,
  },
  vi: {
    labels: {
      name: ['tên'],
      username: ['tên người dùng'],
      phones: ['số điện thoại'],
      previousNames: ['tên trước'],
      family: ['gia đình'],
      relationshipStatus: ['tình trạng mối quan hệ'],
      birthday: ['ngày sinh'],
      gender: ['giới tính'],
      currentCity: ['tỉnh/thành phố hiện tại'],
      hometown: ['quê quán'],
      profile: ['trang cá nhân'],
      registrationDate: ['ngày đăng ký'],
    },
    // "Thứ Ba, 23 tháng 3, 2021 lúc 23:30 UTC+07:00": the weekday is "Thứ <n>" or "Chủ Nhật".
    date: /^(?:(?:Thứ|Chủ) \p{L}+, )?(?<day>\d{1,2}) tháng (?<month>\d{1,2}),? (?<year>\d{4})(?: lúc (?<hour>\d{1,2}):(?<minute>\d{2})(?: ?UTC(?<offset>[+-]\d{1,2}(?::?\d{2})?)?)?)?$/iu,
  },
  pt: {
    labels: {
      name: ['nome'],
      username: ['nome de usuário', 'nome de utilizador'],
      emails: ['emails', 'e-mails', 'endereços de email', 'endereços de e-mail'],
      phones: ['telefones', 'números de telefone'],
      address: ['endereço', 'morada'],
      previousNames: ['nomes anteriores'],
      family: ['família', 'membros da família'],
      relationshipStatus: ['status de relacionamento', 'situação amorosa'],
      birthday: ['data de nascimento', 'aniversário'],
      gender: ['gênero', 'género', 'sexo'],
      currentCity: ['cidade atual'],
      hometown: ['cidade natal'],
      profile: ['perfil'],
      registrationDate: ['data de registro', 'data de cadastro', 'data de registo'],
      apps: ['aplicativos', 'aplicações'],
    },
    months: [
      'janeiro',
      'fevereiro',
      'março',
      'abril',
      'maio',
      'junho',
      'julho',
      'agosto',
      'setembro',
      'outubro',
      'novembro',
      'dezembro',
    ],
  },
  it: {
    labels: {
      username: ['nome utente'],
      emails: ['indirizzi e-mail', 'e-mail', 'indirizzi email'],
      phones: ['telefoni', 'numeri di telefono'],
      address: ['indirizzo'],
      previousNames: ['nomi precedenti'],
      family: ['familiari', 'famiglia'],
      relationshipStatus: ['situazione sentimentale'],
      birthday: ['data di nascita', 'compleanno'],
      gender: ['genere', 'sesso'],
      currentCity: ['città attuale'],
      hometown: ['città natale'],
      profile: ['profilo'],
      registrationDate: ['data di registrazione', "data d'iscrizione"],
      apps: ['app', 'applicazioni'],
    },
    months: [
      'gennaio',
      'febbraio',
      'marzo',
      'aprile',
      'maggio',
      'giugno',
      'luglio',
      'agosto',
      'settembre',
      'ottobre',
      'novembre',
      'dicembre',
    ],
  },
  id: {
    labels: {
      name: ['nama'],
      username: ['nama pengguna'],
      emails: ['alamat email', 'email'],
      phones: ['telepon', 'nomor telepon'],
      address: ['alamat'],
      previousNames: ['nama sebelumnya'],
      family: ['keluarga', 'anggota keluarga'],
      relationshipStatus: ['status hubungan'],
      birthday: ['tanggal lahir', 'ulang tahun'],
      gender: ['jenis kelamin'],
      currentCity: ['kota saat ini'],
      hometown: ['kota asal', 'kampung halaman'],
      registrationDate: ['tanggal pendaftaran'],
      apps: ['aplikasi'],
    },
    months: [
      'januari',
      'februari',
      'maret',
      'april',
      'mei',
      'juni',
      'juli',
      'agustus',
      'september',
      'oktober',
      'november',
      'desember',
    ],
  },
  tr: {
    labels: {
      name: ['ad', 'adı', 'ad soyad'],
      username: ['kullanıcı adı'],
      emails: ['e-postalar', 'e-posta adresleri', 'e-posta'],
      phones: ['telefonlar', 'telefon numaraları'],
      address: ['adres'],
      previousNames: ['önceki adlar', 'önceki isimler'],
      family: ['aile', 'aile üyeleri'],
      relationshipStatus: ['ilişki durumu'],
      birthday: ['doğum tarihi', 'doğum günü'],
      gender: ['cinsiyet'],
      currentCity: ['yaşadığı şehir', 'şu anki şehir'],
      hometown: ['memleket', 'memleketi'],
      registrationDate: ['kayıt tarihi'],
      apps: ['uygulamalar'],
    },
    months: [
      'ocak',
      'şubat',
      'mart',
      'nisan',
      'mayıs',
      'haziran',
      'temmuz',
      'ağustos',
      'eylül',
      'ekim',
      'kasım',
      'aralık',
    ],
  },
  ar: {
    labels: {
      name: ['الاسم'],
      username: ['اسم المستخدم'],
      emails: ['عناوين البريد الإلكتروني', 'البريد الإلكتروني'],
      phones: ['الهواتف', 'أرقام الهواتف'],
      address: ['العنوان'],
      previousNames: ['الأسماء السابقة'],
      family: ['العائلة', 'أفراد العائلة'],
      relationshipStatus: ['الحالة الاجتماعية', 'حالة العلاقة'],
      birthday: ['تاريخ الميلاد', 'عيد الميلاد'],
      gender: ['الجنس', 'النوع'],
      currentCity: ['المدينة الحالية'],
      hometown: ['مسقط الرأس'],
      profile: ['الملف الشخصي'],
      registrationDate: ['تاريخ التسجيل'],
      apps: ['التطبيقات'],
    },
    months: [
      'يناير',
      'فبراير',
      'مارس',
      'أبريل',
      'مايو',
      'يونيو',
      'يوليو',
      'أغسطس',
      'سبتمبر',
      'أكتوبر',
      'نوفمبر',
      'ديسمبر',
    ],
  },
  ru: {
    labels: {
      name: ['имя'],
      username: ['имя пользователя'],
      emails: ['эл. адреса', 'электронные адреса', 'адреса эл. почты'],
      phones: ['телефоны', 'номера телефонов'],
      address: ['адрес'],
      previousNames: ['прежние имена', 'предыдущие имена'],
      family: ['семья', 'члены семьи'],
      relationshipStatus: ['семейное положение'],
      birthday: ['дата рождения', 'день рождения'],
      gender: ['пол'],
      currentCity: ['текущий город', 'город проживания'],
      hometown: ['родной город'],
      profile: ['профиль'],
      registrationDate: ['дата регистрации'],
      apps: ['приложения'],
    },
    // Dates name the month in the genitive ("27 июня 2019 г. в 12:55").
    months: [
      'января',
      'февраля',
      'марта',
      'апреля',
      'мая',
      'июня',
      'июля',
      'августа',
      'сентября',
      'октября',
      'ноября',
      'декабря',
    ],
  },
  pl: {
    labels: {
      name: ['imię i nazwisko'],
      username: ['nazwa użytkownika'],
      emails: ['adresy e-mail', 'e-maile'],
      phones: ['telefony', 'numery telefonów'],
      address: ['adres'],
      previousNames: ['poprzednie imiona i nazwiska', 'poprzednie nazwiska'],
      family: ['rodzina', 'członkowie rodziny'],
      relationshipStatus: ['status związku'],
      birthday: ['data urodzenia', 'urodziny'],
      gender: ['płeć'],
      currentCity: ['obecne miasto', 'aktualne miasto'],
      hometown: ['miasto rodzinne'],
      registrationDate: ['data rejestracji'],
      apps: ['aplikacje'],
    },
    // Genitive, as dates print them ("27 czerwca 2019 o 12:55").
    months: [
      'stycznia',
      'lutego',
      'marca',
      'kwietnia',
      'maja',
      'czerwca',
      'lipca',
      'sierpnia',
      'września',
      'października',
      'listopada',
      'grudnia',
    ],
  },
  th: {
    labels: {
      name: ['ชื่อ'],
      username: ['ชื่อผู้ใช้'],
      emails: ['อีเมล', 'ที่อยู่อีเมล'],
      phones: ['โทรศัพท์', 'หมายเลขโทรศัพท์'],
      address: ['ที่อยู่'],
      previousNames: ['ชื่อก่อนหน้า', 'ชื่อเดิม'],
      family: ['ครอบครัว', 'สมาชิกในครอบครัว'],
      relationshipStatus: ['สถานะความสัมพันธ์'],
      birthday: ['วันเกิด'],
      gender: ['เพศ'],
      currentCity: ['เมืองปัจจุบัน'],
      hometown: ['บ้านเกิด'],
      profile: ['โปรไฟล์'],
      registrationDate: ['วันที่ลงทะเบียน'],
      apps: ['แอพ', 'แอป'],
    },
    months: [
      'มกราคม',
      'กุมภาพันธ์',
      'มีนาคม',
      'เมษายน',
      'พฤษภาคม',
      'มิถุนายน',
      'กรกฎาคม',
      'สิงหาคม',
      'กันยายน',
      'ตุลาคม',
      'พฤศจิกายน',
      'ธันวาคม',
    ],
  },
  hi: {
    labels: {
      name: ['नाम'],
      username: ['उपयोगकर्ता नाम'],
      emails: ['ईमेल', 'ईमेल पते'],
      phones: ['फ़ोन', 'फ़ोन नंबर'],
      address: ['पता'],
      previousNames: ['पिछले नाम'],
      family: ['परिवार', 'परिवार के सदस्य'],
      relationshipStatus: ['रिश्ते की स्थिति', 'संबंध स्थिति'],
      birthday: ['जन्मदिन', 'जन्मतिथि', 'जन्म तिथि'],
      gender: ['लिंग'],
      currentCity: ['वर्तमान शहर'],
      hometown: ['गृहनगर'],
      profile: ['प्रोफ़ाइल'],
      registrationDate: ['पंजीकरण दिनांक', 'पंजीकरण की तारीख'],
      apps: ['ऐप्स'],
    },
    months: [
      'जनवरी',
      'फ़रवरी',
      'मार्च',
      'अप्रैल',
      'मई',
      'जून',
      'जुलाई',
      'अगस्त',
      'सितंबर',
      'अक्तूबर',
      'नवंबर',
      'दिसंबर',
    ],
  },
  // Chinese, Japanese and Korean: dates are year first with the unit signs ("2019年6月27日",
  // "2019년 6월 27일"), read by shape, so these blocks list labels only. Verified from a real page:
  // none of the labels (no export in these languages was at hand). Japanese 交際ステータス is the
  // heading Facebook's own Japanese profile ("About") section uses ("家族と交際ステータス"), as a
  // public profile reader written against that interface names it; the other labels are Facebook's
  // interface wording for the profile fields, not yet seen in an export's page, so a page whose
  // rows use other words is still listed as a page in a language not read.
  'zh-Hant': {
    labels: {
      name: ['姓名', '名稱'],
      username: ['用戶名稱', '使用者名稱'],
      emails: ['電子郵件', '電子郵件地址'],
      phones: ['電話', '電話號碼'],
      address: ['地址'],
      previousNames: ['先前的名稱', '曾用名稱'],
      family: ['家人', '家庭成員'],
      relationshipStatus: ['感情狀態'],
      birthday: ['生日', '出生日期'],
      gender: ['性別'],
      currentCity: ['現居城市', '居住地'],
      hometown: ['家鄉'],
      profile: ['個人檔案'],
      registrationDate: ['註冊日期'],
      apps: ['應用程式'],
    },
  },
  'zh-Hans': {
    labels: {
      name: ['姓名', '名字'],
      birthday: ['生日', '出生日期'],
      address: ['地址'],
      username: ['用户名'],
      emails: ['邮箱', '电子邮箱', '邮箱地址', '电子邮件'],
      phones: ['电话', '电话号码', '手机号'],
      previousNames: ['曾用名'],
      family: ['家庭成员', '家人'],
      relationshipStatus: ['感情状况'],
      currentCity: ['现居城市', '所在地'],
      hometown: ['家乡'],
      profile: ['个人主页'],
      registrationDate: ['注册日期'],
      gender: ['性别'],
      apps: ['应用'],
    },
  },
  ja: {
    labels: {
      name: ['名前', '氏名'],
      username: ['ユーザーネーム'],
      emails: ['メールアドレス'],
      phones: ['電話番号'],
      address: ['住所'],
      previousNames: ['以前の名前'],
      family: ['家族'],
      relationshipStatus: ['交際ステータス'],
      birthday: ['誕生日', '生年月日'],
      gender: ['性別'],
      currentCity: ['居住地', '現住所'],
      hometown: ['出身地'],
      profile: ['プロフィール'],
      registrationDate: ['登録日'],
      apps: ['アプリ'],
    },
  },
  ko: {
    labels: {
      name: ['이름'],
      username: ['사용자 이름'],
      emails: ['이메일', '이메일 주소'],
      phones: ['전화번호', '휴대폰'],
      address: ['주소'],
      previousNames: ['이전 이름'],
      family: ['가족'],
      relationshipStatus: ['결혼/연애 상태', '연애 상태'],
      birthday: ['생일'],
      gender: ['성별'],
      currentCity: ['현재 거주지', '거주지'],
      hometown: ['출신지', '고향'],
      profile: ['프로필'],
      registrationDate: ['가입일', '등록 날짜'],
      apps: ['앱'],
    },
  },
};

/** The words around the name in Meta's "Generated by … on …" line (en, fr, es): before, after. */
const GENERATED_BY = '(?:Generated by|Générée par|Generado por)';
const GENERATED_ON = '(?:on|le|el)';

/**
 * The 2024+ header of a Meta HTML page, whose date is a `<time>` element: the account it names
 * (Instagram writes the username there on every page; a name with a space is no username).
 */
export const GENERATED_BY_ACCOUNT = new RegExp(`${GENERATED_BY} ([^\\s<]+) ${GENERATED_ON} <`);

/**
 * The 2019+ HTML export's other words: the footer naming who generated it and when, the label of a
 * login's IP and of an app's name, and the title of the apps that lost their access.
 */
export const FACEBOOK_HTML_EXPORT_WORDS = {
  /**
   * "Generated by Alex Sample on <date>" (en), "Générée par … le …" (fr), "Generado por … el …"
   * (es), "Văn Mẫu tạo lúc <date>" (vi, the name first): the name, then the date.
   */
  generatedBy: [
    new RegExp(`${GENERATED_BY} (.*?) ${GENERATED_ON} ([^<]+)<`),
    />([^<>]*?) tạo lúc ([^<]+)</,
  ],
  ipAddress: new Set([
    'ip address',
    'adresse ip',
    'ip-adresse',
    'dirección ip',
    'endereço ip',
    'indirizzo ip',
    'alamat ip',
    'ip adresi',
    'عنوان ip',
    'ip-адрес',
    'adres ip',
    'ที่อยู่ ip',
    'ip पता',
    'địa chỉ ip',
    'ip 位址',
    'ip 地址',
    'ip アドレス',
    'ip 주소',
  ]),
  appName: new Set([
    'name',
    'app name',
    "nom de l'application",
    'app-name',
    'nombre de la aplicación',
    'nome do aplicativo',
    "nome dell'app",
    'nama aplikasi',
    'uygulama adı',
    'название приложения',
    'nazwa aplikacji',
    'tên ứng dụng',
    // Chinese (Traditional, then Simplified), Japanese, Korean.
    '應用程式名稱',
    '应用名称',
    'アプリ名',
    '앱 이름',
  ]),
  expiredApps: new Set([
    'expired apps',
    'expired apps and websites',
    'applications expirées',
    'abgelaufene apps',
    'aplicaciones caducadas',
    'aplicativos expirados',
    'app scadute',
    'aplikasi kedaluwarsa',
    'süresi dolmuş uygulamalar',
    'wygasłe aplikacje',
    'ứng dụng đã hết hạn',
    '已到期的應用程式',
    '已过期的应用',
    '期限切れのアプリ',
    '만료된 앱',
  ]),
};

/**
 * Words that name a login or a logout in an event's title ("Log out", "Abmelden", "Déconnexion",
 * "Wylogowanie"), in the languages of the table. A logout is checked first: several languages
 * build it on the login's word ("déconnexion" holds "connexion", "wylogowanie" "logowanie").
 */
const LOGOUT_WORDS =
  /log ?out|abmelden|abmeldung|déconnexion|cerrar sesión|cerrar|encerrar sessão|sair|disconnessione|esci|keluar|çıkış|выход|wylogowanie|đăng xuất|تسجيل الخروج|ออกจากระบบ|लॉग आउट|登出|退出登录|ログアウト|로그아웃/i;
const LOGIN_WORDS =
  /log ?in|anmelden|anmeldung|connexion|iniciar sesión|inicio de sesión|entrar|accesso|masuk|giriş|вход|logowanie|đăng nhập|تسجيل الدخول|เข้าสู่ระบบ|लॉग इन|登入|登录|ログイン|로그인/i;

/** Whether an event's title, in any language of the table, names a login or a logout. */
export function loginAction(title: string): 'login' | 'logout' | 'activity' {
  return LOGOUT_WORDS.test(title) ? 'logout' : LOGIN_WORDS.test(title) ? 'login' : 'activity';
}

/** The heading of the 2010–2018 friends page's list in the languages of the table. */
export const FRIENDS_HEADINGS = new Set([
  'friends',
  'freunde',
  'amis',
  'amigos',
  'amici',
  'teman',
  'arkadaşlar',
  'друзья',
  'znajomi',
  'bạn bè',
  'الأصدقاء',
  'เพื่อน',
  'मित्र',
]);

/** A label as the archive wrote it, in the one spelling the table uses (’ and ' are one). */
export function normalizeLabel(label: string): string {
  return (
    label
      .normalize('NFC')
      .replace(/\u2019/g, "'")
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase()
      // The Turkish dotted capital İ lower-cases to i and a combining dot.
      .replace(/i\u0307/g, 'i')
  );
}

const FIELD_BY_LABEL = new Map<string, HtmlField>();
for (const language of Object.values(FACEBOOK_HTML_LANGUAGES))
  for (const [field, labels] of Object.entries(language.labels))
    for (const label of labels) FIELD_BY_LABEL.set(label, field as HtmlField);

/** The field a row heading stands for, in any language of the table. */
export function htmlField(label: string): HtmlField | undefined {
  return FIELD_BY_LABEL.get(normalizeLabel(label));
}

/**
 * The month (1–12) a number, a name or its printed abbreviation ("sept.", "may.") stands for, or
 * 0.
 */
function monthOf(months: readonly string[], name: string): number {
  if (/^\d{1,2}$/.test(name)) return +name >= 1 && +name <= 12 ? +name : 0;
  const token = name.toLowerCase().replace(/\.$/, '');
  if (token.length < 3) return 0;
  const exact = months.indexOf(token);
  if (exact >= 0) return exact + 1;
  const prefixed = months.findIndex((m) => m.startsWith(token));
  return prefixed + 1;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Digits of the scripts Facebook prints dates in (Arabic, Persian, Devanagari, Thai) as 0–9. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u0e50-\u0e59]/g, (d) => {
    const code = d.codePointAt(0)!;
    const zero = [0x0660, 0x06f0, 0x0966, 0x0e50].find((z) => code >= z && code <= z + 9)!;
    return String(code - zero);
  });
}

const MONTHS_OF_ALL = Object.values(FACEBOOK_HTML_LANGUAGES).flatMap((l) =>
  l.months ? [l.months] : [],
);

/** A month name of any language of the table, exact or as a printed abbreviation; else 0. */
function anyMonth(name: string): number {
  const token = name.toLowerCase().replace(/\.$/, '');
  for (const months of MONTHS_OF_ALL) {
    const exact = months.indexOf(token);
    if (exact >= 0) return exact + 1;
  }
  if (token.length < 3) return 0;
  const found = new Set(MONTHS_OF_ALL.map((months) => monthOf(months, token)).filter(Boolean));
  return found.size === 1 ? [...found][0]! : 0;
}

function isoOf(
  year: number,
  month: number,
  day: number,
  hour?: string,
  minute?: string,
  offset?: string,
): string | null {
  // Thai dates may count years in the Buddhist era (2562 is 2019).
  const y = year > 2400 ? year - 543 : year;
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const o = offset?.match(/^([+-])(\d{1,2}):?(\d{2})?$/);
  const zone = o ? `${o[1]}${pad(+o[2]!)}:${o[3] ?? '00'}` : 'Z';
  const time = hour ? `${pad(+hour)}:${minute}` : '00:00';
  const ms = Date.parse(`${y}-${pad(month)}-${pad(day)}T${time}:00${zone}`);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

/**
 * A date by its shape, whatever words join its parts: a day, a month name of any language of the
 * table, a year, then perhaps a clock time ("12:55", "12.55") and a UTC offset; or year-first with
 * the CJK unit signs. Weekdays and words such as "um", "às", "alle ore", "pukul", "в", "เวลา" are
 * passed over.
 */
function dateByShape(text: string): string | null {
  const s = asciiDigits(text);
  const clock = (rest: string) => {
    const g =
      rest.match(
        /^\D{0,24}?\b(?<hour>\d{1,2})[:.](?<minute>\d{2})(?:[:.]\d{2})?\s*(?<half>[ap]\.?m\.?)?(?:\D{0,12}?UTC(?<offset>[+-]\d{1,2}(?::?\d{2})?))?/iu,
      )?.groups ?? {};
    // "12:55 PM": a 12-hour clock.
    const half = g.half?.[0]?.toLowerCase();
    if (g.hour && half) g.hour = String((+g.hour % 12) + (half === 'p' ? 12 : 0));
    return g;
  };
  const dmy = s.match(
    /(?<!\d)(?<day>\d{1,2})\.?\s+(?:de\s+)?(?<month>[\p{L}\p{M}]+\.?),?\s+(?:de\s+)?(?<year>\d{4})(?!\d)/u,
  );
  if (dmy?.groups) {
    const month = anyMonth(dmy.groups.month!);
    const c = clock(s.slice(dmy.index! + dmy[0].length));
    if (month) return isoOf(+dmy.groups.year!, month, +dmy.groups.day!, c.hour, c.minute, c.offset);
  }
  // Month first, as US English prints it: "June 27, 2019 at 12:55 PM UTC+02:00".
  const mdy = s.match(/(?<month>\p{L}+\.?)\s+(?<day>\d{1,2}),?\s+(?<year>\d{4})(?!\d)/u);
  if (mdy?.groups) {
    const month = anyMonth(mdy.groups.month!);
    const c = clock(s.slice(mdy.index! + mdy[0].length));
    if (month) return isoOf(+mdy.groups.year!, month, +mdy.groups.day!, c.hour, c.minute, c.offset);
  }
  // Vietnamese numbers its months: "27 tháng 6, 2019".
  const numbered = s.match(/(?<!\d)(\d{1,2}) tháng (\d{1,2}),? (\d{4})(?!\d)/iu);
  if (numbered) {
    const c = clock(s.slice(numbered.index! + numbered[0].length));
    return isoOf(+numbered[3]!, +numbered[2]!, +numbered[1]!, c.hour, c.minute, c.offset);
  }
  const cjk = s.match(/(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]/);
  if (cjk) {
    const c = clock(s.slice(cjk.index! + cjk[0].length));
    return isoOf(+cjk[1]!, +cjk[2]!, +cjk[3]!, c.hour, c.minute, c.offset);
  }
  return null;
}

/** A date the archive printed, in any language of the table, as an ISO string in UTC. */
export function parseHtmlDate(value: string): string | null {
  // Whitespace in HTML is one space, however a page was wrapped or re-indented ("… at\n    12:15").
  const text = value.replace(/\s+/g, ' ').normalize('NFC').trim();
  const english = parseTime(text);
  if (english) return english;
  for (const { months = [], date } of Object.values(FACEBOOK_HTML_LANGUAGES)) {
    const g = (date && text.match(date))?.groups;
    const month = g ? monthOf(months, g.month ?? '') : 0;
    if (!g || month === 0) continue;
    const iso = isoOf(+g.year!, month, +g.day!, g.hour, g.minute, g.offset);
    if (iso) return iso;
  }
  return dateByShape(text);
}

/**
 * A birthday row: numeric ones are month first in every language seen ("04/01/1990" is April 1st
 * in an Indian and "08/01/1960" August 1st in a German archive), the year may be hidden.
 */
export function parseHtmlBirthday(
  value: string,
): { year: number | null; month: number; day: number } | null {
  const numeric = value.trim().match(/^(\d{1,2})\/(\d{1,2})(?:\/(\d{4}))?$/);
  if (numeric) {
    const month = +numeric[1]!;
    const day = +numeric[2]!;
    if (month < 1 || month > 12 || day < 1 || day > 31) return null;
    return { year: numeric[3] ? +numeric[3] : null, month, day };
  }
  const m = parseHtmlDate(value)?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  return m ? { year: +m[1]!, month: +m[2]!, day: +m[3]! } : null;
}

/**
 * The export date the 2019+ export's footer (2025+: header) states, in any language of the table; for a footer
 * worded in a language not listed, the page's last text when it reads as a date (the footer is
 * the page's last line in every layout seen).
 */
export function footerDate(html: string): string | null {
  // 2024+ pages state it in the header instead ("Generated by … on <time datetime="…">", the
  // page's first <time>): the machine-readable stamp, whatever language the words around it are in.
  const stamped = html.match(/<time\b[^>]*\bdatetime="([^"]+)"/i);
  const stampedAt = stamped ? parseTime(stamped[1]) : null;
  if (stampedAt) return stampedAt;
  for (const pattern of FACEBOOK_HTML_EXPORT_WORDS.generatedBy) {
    const footer = html.match(pattern);
    if (footer) return parseHtmlDate(decodeEntities(footer[2] ?? ''));
  }
  const texts = [...html.matchAll(/>([^<>]*\S[^<>]*)</g)];
  const last = decodeEntities(texts[texts.length - 1]?.[1] ?? '').trim();
  return /\d{4}/.test(asciiDigits(last)) ? dateByShape(last) : null;
}

/**
 * A row's trailing time stamp, as the 2021 export adds to family and relationship rows ("(11:29,
 * 18 tháng 4, 2015)", a clock time before the date), or to previous names (a full date): true when
 * the parenthesised note is a date and not, say, the relation.
 */
export function isDateNote(note: string): boolean {
  return parseHtmlDate(note.replace(/^\d{1,2}:\d{2}, /, '')) !== null;
}
