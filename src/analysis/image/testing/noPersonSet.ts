// The no-person set: photos and pictures with no person in them, on which a face warning is a
// false alarm. Corpus files were each checked by eye (receipts, barcodes, cars, camera samples;
// photos with people — a wedding, a party, a poster, a street with passers-by, a van with its
// driver, hands at a table, a drawn character — were left out); the generated ones are drawn here.
// Two halves, alternating in this order: TUNING may be looked at while calibrating the face
// detector, FROZEN is only ever scored (`npm run bench:image`).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { corporaDir } from './corpora.ts';

/** Corpus files under images/ with no person in them. */
const CORPUS_FILES = [
  ...[
    'Canon_40D.jpg',
    'Canon_DIGITAL_IXUS_400.jpg',
    'Fujifilm_FinePix6900ZOOM.jpg',
    'Kodak_CX7530.jpg',
    'Nikon_COOLPIX_P1.jpg',
    'Olympus_C8080WZ.jpg',
    'Pentax_K10D.jpg',
    'Sony_HDR-HC3.jpg',
    'exif-org/nikon-e950.jpg',
    'gps/DSCN0010.jpg',
    'gps/DSCN0012.jpg',
    'gps/DSCN0021.jpg',
    'orientation/landscape_1.jpg',
  ].map((file) => `exif-samples/jpg/${file}`),
  ...Array.from(
    { length: 48 },
    (_, i) => `openalpr-eu/test_${String(2 * i + 2).padStart(3, '0')}.jpg`,
  ).filter((file) => !file.endsWith('test_084.jpg')),
  ...['eu1', 'eu11', 'eu3', 'eu5', 'eu7', 'eu9'].map((name) => `openalpr-eu/${name}.jpg`),
  ...Array.from(
    { length: 19 },
    (_, i) => `zxing-barcodes/qrcode-5/${String(i + 1).padStart(2, '0')}.png`,
  ),
  ...['01', '02', '03', '04'].map((n) => `zxing-barcodes/falsepositives-2/${n}.png`),
];

export interface NoPersonPicture {
  name: string;
  half: 'tuning' | 'frozen';
  /** False when the picture shows no text at all (no sign, plate, code, label or receipt). */
  showsText: boolean;
  load(): Promise<Uint8Array>;
}

/** Pictures of the set with no text in them, checked by eye: OCR regions there are false. */
const WITHOUT_TEXT = new Set([
  ...['sunset', 'sky', 'tiles', 'lamp', 'dots', 'grass', 'gravel'].map((n) => `generated/${n}`),
  ...[
    'Canon_40D.jpg',
    'Fujifilm_FinePix6900ZOOM.jpg',
    'Kodak_CX7530.jpg',
    'Olympus_C8080WZ.jpg',
    'Pentax_K10D.jpg',
    'exif-org/nikon-e950.jpg',
    'gps/DSCN0010.jpg',
    'gps/DSCN0012.jpg',
    'gps/DSCN0021.jpg',
  ].map((file) => `exif-samples/jpg/${file}`),
  ...['01', '02', '03', '04'].map((n) => `zxing-barcodes/falsepositives-2/${n}.png`),
]);

/** Pictures drawn here: a sunset, sky, foliage-like noise, a tiled floor, a sign, a lamp. */
const GENERATED: Array<[name: string, svg: string]> = [
  [
    'sunset',
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="0.6" stop-color="#f97316"/><stop offset="1" stop-color="#7c2d12"/></linearGradient></defs><rect width="800" height="600" fill="url(#g)"/><circle cx="400" cy="380" r="70" fill="#fde68a"/><rect y="420" width="800" height="180" fill="#0f172a"/></svg>`,
  ],
  [
    'sky',
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#60a5fa"/><ellipse cx="200" cy="150" rx="120" ry="40" fill="#f8fafc"/><ellipse cx="560" cy="260" rx="160" ry="55" fill="#e2e8f0"/></svg>`,
  ],
  [
    'tiles',
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640"><defs><pattern id="p" width="80" height="80" patternUnits="userSpaceOnUse"><rect width="80" height="80" fill="#e5e7eb"/><rect width="40" height="40" fill="#374151"/><rect x="40" y="40" width="40" height="40" fill="#374151"/></pattern></defs><rect width="640" height="640" fill="url(#p)"/></svg>`,
  ],
  [
    'sign',
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect width="800" height="500" fill="#94a3b8"/><rect x="150" y="120" width="500" height="220" rx="12" fill="#166534"/><text x="400" y="250" text-anchor="middle" font-family="sans-serif" font-size="64" fill="white">EXIT 12</text></svg>`,
  ],
  [
    'lamp',
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><rect width="600" height="800" fill="#1c1917"/><circle cx="300" cy="300" r="60" fill="#fef3c7"/><circle cx="220" cy="360" r="30" fill="#fde68a"/><circle cx="380" cy="360" r="30" fill="#fde68a"/><rect x="290" y="0" width="20" height="240" fill="#a8a29e"/></svg>`,
  ],
  [
    'dots',
    `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="500"><rect width="700" height="500" fill="#fafaf9"/>${Array.from({ length: 60 }, (_, i) => `<circle cx="${(i * 97) % 700}" cy="${(i * 53) % 500}" r="${8 + (i % 5) * 6}" fill="#${['b91c1c', '1d4ed8', '15803d', 'a16207'][i % 4]}"/>`).join('')}</svg>`,
  ],
];

/** Random-looking texture (grass, gravel) from a fixed seed. */
async function texture(seed: number): Promise<Uint8Array> {
  const width = 640;
  const height = 480;
  const raw = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < raw.length; i += 3) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const v = state % 120;
    raw[i] = 40 + v / 2;
    raw[i + 1] = 80 + v;
    raw[i + 2] = 30 + v / 3;
  }
  return new Uint8Array(
    await sharp(raw, { raw: { width, height, channels: 3 } })
      .blur(1.2)
      .jpeg()
      .toBuffer(),
  );
}

export function noPersonSet(): NoPersonPicture[] {
  const corpora = corporaDir();
  const pictures: Array<Omit<NoPersonPicture, 'half' | 'showsText'>> = [
    ...GENERATED.map(([name, svg]) => ({
      name: `generated/${name}`,
      load: async () => new Uint8Array(await sharp(Buffer.from(svg)).jpeg().toBuffer()),
    })),
    { name: 'generated/grass', load: () => texture(7) },
    { name: 'generated/gravel', load: () => texture(91) },
    ...(corpora
      ? CORPUS_FILES.map((file) => ({
          name: file,
          load: async () => new Uint8Array(fs.readFileSync(path.join(corpora, 'images', file))),
        }))
      : []),
  ];
  return pictures.map((picture, i) => ({
    ...picture,
    half: i % 2 === 0 ? 'tuning' : 'frozen',
    showsText: !WITHOUT_TEXT.has(picture.name),
  }));
}
