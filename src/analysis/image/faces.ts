// Faces in the image, with @vladmandic/human's BlazeFace detector on the tfjs WASM backend. The
// Human class, its model folder and the WASM folder are injected: the browser build imports
// Human's ESM bundle and serves files under /vendor/, Node loads its node-wasm build from
// node_modules. Only the detector runs (no mesh, age, emotion or embedding), and nothing about a
// face is kept beyond its box.
// Invariant: frame caching is off, so every image is detected afresh (Human is built for video and
// would otherwise reuse the previous picture's faces).
import { clampBox, downscale, intersectionOverUnion, scaleBox } from './geometry.ts';
import type { Box, DecodedImage } from './types.ts';

/** BlazeFace sees the picture at 256 px; a larger working copy only costs time and memory. */
export const FACE_MAX_SIDE_PX = 1_280;
/** Detector confidence below which a box is dropped (0.5 gave 22/22 faces, 0 false ones). */
export const FACE_MIN_CONFIDENCE = 0.5;
/**
 * Box size relative to the detector's face extent. Human's default 1.4 adds hair and margin; 0.9
 * matches hand-labelled eyebrows-to-chin boxes (dlib-faces dev set: recall 1.0, precision 0.95
 * at IoU ≥ 0.5, against 0.28/0.33 at 1.4). Redaction pads every box, so hair is still covered.
 */
export const FACE_BOX_SCALE = 0.9;
/**
 * BlazeFace shrinks the whole picture to 256 px, so a face under ~1/12 of the picture is lost.
 * The picture is also searched in TILES × TILES overlapping tiles, which finds group photos' small
 * faces; overlapping boxes are then merged.
 */
const FACE_TILES = 2; // 3 × 3 found no more faces on the dev set and added a false one
const FACE_TILE_OVERLAP = 0.25;
/** Two boxes overlapping more than this are the same face seen twice (full picture and a tile). */
const FACE_MERGE_IOU = 0.3;
/** Faces in one picture beyond which a crowd is reported as it is (the rest are not boxed). */
const FACE_MAX_DETECTED = 64;
/**
 * Detector confidence from which a box is a face without a second opinion. Below it, BlazeFace
 * also fires on car grilles, QR codes and texture (0.50–0.67 on the tuning half of the no-person
 * set), so a box between FACE_MIN_CONFIDENCE and this must be confirmed by the face mesh.
 */
export const FACE_CONFIDENT = 0.75;
/** Face-mesh confidence that confirms a doubtful box (the mesh finds no face in a car's grille). */
export const FACE_MESH_MIN_CONFIDENCE = 0.8;
/** Boxes narrower or wider than this (width / height) are no face BlazeFace draws (it draws squares). */
const FACE_ASPECT_RANGE = [0.7, 1.45] as const;
/** A face under this many pixels across cannot be recognised, so it is no privacy risk. */
export const FACE_MIN_SIDE_PX = 12;
/**
 * The crops the mesh checks, in turn: the box with this much of its size added on each side. A
 * small face needs context to be found again (on the tuning photos 1 confirmed 2 of 5 real
 * doubtful faces, then 2.5 one more; neither confirmed any of 28 boxes on no-person pictures).
 */
const FACE_VERIFY_MARGINS = [1, 2.5] as const;

export interface DetectedFace {
  box: Box;
  confidence: number;
}

export type FaceDetector = (image: DecodedImage) => Promise<DetectedFace[]>;

/** The part of Human's API used here, typed structurally so either build can be passed in. */
interface HumanTensor {
  dispose(): void;
}
interface HumanLike {
  load(): Promise<void>;
  tf: {
    tensor(values: Int32Array, shape: number[], dtype: 'int32'): HumanTensor;
  };
  detect(input: HumanTensor): Promise<{
    error?: string | null;
    face: {
      box: [number, number, number, number];
      boxScore: number;
      faceScore?: number;
      score: number;
    }[];
  }>;
}
export type HumanConstructor = new (config: Record<string, unknown>) => unknown;

export interface FaceDetectorSetup {
  Human: HumanConstructor;
  /** Folder (URL ending in "/") holding blazeface.json and blazeface.bin. */
  modelBasePath: string;
  /** Folder (URL or path ending in "/") holding tfjs-backend-wasm*.wasm. */
  wasmPath: string;
}

export function humanConfig(
  setup: Omit<FaceDetectorSetup, 'Human'>,
  withMesh = false,
): Record<string, unknown> {
  const off = { enabled: false };
  return {
    backend: 'wasm',
    wasmPath: setup.wasmPath,
    modelBasePath: setup.modelBasePath,
    debug: false,
    async: true,
    warmup: 'none',
    cacheSensitivity: 0,
    filter: { enabled: false },
    face: {
      enabled: true,
      detector: {
        modelPath: 'blazeface.json',
        rotation: false,
        maxDetected: FACE_MAX_DETECTED,
        minConfidence: FACE_MIN_CONFIDENCE,
        scale: FACE_BOX_SCALE,
        skipFrames: 0,
        skipTime: 0,
        return: false,
      },
      // The mesh (468 landmarks) only runs to confirm doubtful boxes, in a second instance.
      mesh: withMesh ? { enabled: true, modelPath: 'facemesh.json' } : off,
      iris: off,
      description: off,
      emotion: off,
      antispoof: off,
      liveness: off,
      attention: off,
      gear: off,
    },
    body: off,
    hand: off,
    object: off,
    gesture: off,
    segmentation: off,
  };
}

type HumanFace = Awaited<ReturnType<HumanLike['detect']>>['face'][number];

async function runHuman(human: HumanLike, image: DecodedImage): Promise<HumanFace[]> {
  const rgb = new Int32Array(image.width * image.height * 3);
  const src = image.data;
  for (let i = 0, j = 0; j < rgb.length; i += 4, j += 3) {
    rgb[j] = src[i]!;
    rgb[j + 1] = src[i + 1]!;
    rgb[j + 2] = src[i + 2]!;
  }
  const tensor = human.tf.tensor(rgb, [1, image.height, image.width, 3], 'int32');
  try {
    const result = await human.detect(tensor);
    if (result.error) throw new Error(`Face detection failed: ${result.error}`);
    return result.face;
  } finally {
    tensor.dispose();
  }
}

/** A box of a size and shape a face can have in a picture of this size. */
export function plausibleFaceBox(box: Box, factor: number): boolean {
  const aspect = box.width / Math.max(1, box.height);
  return (
    aspect >= FACE_ASPECT_RANGE[0] &&
    aspect <= FACE_ASPECT_RANGE[1] &&
    Math.min(box.width, box.height) * factor >= FACE_MIN_SIDE_PX
  );
}

export async function createFaceDetector(setup: FaceDetectorSetup): Promise<FaceDetector> {
  const human = new setup.Human(humanConfig(setup)) as HumanLike;
  await human.load();
  // The mesh instance is loaded the first time a doubtful box needs confirming.
  let mesh: Promise<HumanLike> | null = null;
  const meshHuman = () =>
    (mesh ??= (async () => {
      const instance = new setup.Human(humanConfig(setup, true)) as HumanLike;
      await instance.load();
      return instance;
    })().catch((error: unknown) => {
      mesh = null;
      throw error;
    }));
  const detectIn = async (image: DecodedImage): Promise<DetectedFace[]> =>
    (await runHuman(human, image)).map((face) => ({
      box: { x: face.box[0], y: face.box[1], width: face.box[2], height: face.box[3] },
      confidence: Math.round((face.boxScore ?? face.score) * 1000) / 1000,
    }));
  /** True when the face mesh finds a face centred in the box, in a crop around it. */
  const meshConfirms = async (image: DecodedImage, box: Box): Promise<boolean> => {
    for (const margin of FACE_VERIFY_MARGINS)
      if (await meshConfirmsIn(image, box, margin)) return true;
    return false;
  };
  const meshConfirmsIn = async (image: DecodedImage, box: Box, margin: number) => {
    const side = Math.max(box.width, box.height) * (1 + 2 * margin);
    const area = clampBox(
      {
        x: Math.round(box.x + box.width / 2 - side / 2),
        y: Math.round(box.y + box.height / 2 - side / 2),
        width: Math.round(side),
        height: Math.round(side),
      },
      image.width,
      image.height,
    );
    if (area.width < 2 || area.height < 2) return false;
    const faces = await runHuman(await meshHuman(), crop(image, area));
    const centreX = box.x + box.width / 2 - area.x;
    const centreY = box.y + box.height / 2 - area.y;
    return faces.some(
      (face) =>
        (face.faceScore ?? 0) >= FACE_MESH_MIN_CONFIDENCE &&
        centreX >= face.box[0] &&
        centreX <= face.box[0] + face.box[2] &&
        centreY >= face.box[1] &&
        centreY <= face.box[1] + face.box[3],
    );
  };
  return async (image) => {
    const { image: small, factor } = downscale(image, FACE_MAX_SIDE_PX);
    const found = await detectIn(small);
    for (const tile of tilesOf(small, FACE_TILES)) {
      const inTile = await detectIn(crop(small, tile));
      found.push(
        ...inTile.map((f) => ({
          ...f,
          box: { ...f.box, x: f.box.x + tile.x, y: f.box.y + tile.y },
        })),
      );
    }
    const faces: DetectedFace[] = [];
    for (const face of mergeDuplicates(found)) {
      if (!plausibleFaceBox(face.box, factor)) continue;
      if (face.confidence < FACE_CONFIDENT && !(await meshConfirms(small, face.box))) continue;
      faces.push({ ...face, box: scaleBox(face.box, factor) });
    }
    return faces;
  };
}

function tilesOf(image: DecodedImage, perSide: number): Box[] {
  if (perSide < 2) return [];
  const width = Math.ceil((image.width / perSide) * (1 + FACE_TILE_OVERLAP));
  const height = Math.ceil((image.height / perSide) * (1 + FACE_TILE_OVERLAP));
  const tiles: Box[] = [];
  for (let row = 0; row < perSide; row++)
    for (let col = 0; col < perSide; col++)
      tiles.push({
        x: Math.round(((image.width - width) * col) / (perSide - 1)),
        y: Math.round(((image.height - height) * row) / (perSide - 1)),
        width,
        height,
      });
  return tiles;
}

function crop(image: DecodedImage, box: Box): DecodedImage {
  const data = new Uint8ClampedArray(box.width * box.height * 4);
  for (let y = 0; y < box.height; y++) {
    const from = ((box.y + y) * image.width + box.x) * 4;
    data.set(image.data.subarray(from, from + box.width * 4), y * box.width * 4);
  }
  return { width: box.width, height: box.height, data };
}

/** Keeps the most confident of overlapping boxes (non-maximum suppression). */
function mergeDuplicates(faces: DetectedFace[]): DetectedFace[] {
  const kept: DetectedFace[] = [];
  for (const face of [...faces].sort((a, b) => b.confidence - a.confidence))
    if (kept.every((k) => intersectionOverUnion(k.box, face.box) < FACE_MERGE_IOU)) kept.push(face);
  return kept;
}
