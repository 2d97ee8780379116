// Faces in the image, with @vladmandic/human's BlazeFace detector on the tfjs WASM backend. The
// Human class, its model folder and the WASM folder are injected: the browser build imports
// Human's ESM bundle and serves files under /vendor/, Node loads its node-wasm build from
// node_modules. Only the detector runs (no mesh, age, emotion or embedding), and nothing about a
// face is kept beyond its box.
// Invariant: frame caching is off, so every image is detected afresh (Human is built for video and
// would otherwise reuse the previous picture's faces).
import { downscale, scaleBox } from './geometry.ts';
import type { Box, DecodedImage } from './types.ts';

/** BlazeFace sees the picture at 256 px; a larger working copy only costs time and memory. */
export const FACE_MAX_SIDE_PX = 1_280;
/** Detector confidence below which a box is dropped (0.5 gave 22/22 faces, 0 false ones). */
export const FACE_MIN_CONFIDENCE = 0.5;
/** Faces in one picture beyond which a crowd is reported as it is (the rest are not boxed). */
const FACE_MAX_DETECTED = 64;

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
    face: { box: [number, number, number, number]; boxScore: number; score: number }[];
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

export function humanConfig(setup: Omit<FaceDetectorSetup, 'Human'>): Record<string, unknown> {
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
        skipFrames: 0,
        skipTime: 0,
        return: false,
      },
      mesh: off,
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

export async function createFaceDetector(setup: FaceDetectorSetup): Promise<FaceDetector> {
  const human = new setup.Human(humanConfig(setup)) as HumanLike;
  await human.load();
  return async (image) => {
    const { image: small, factor } = downscale(image, FACE_MAX_SIDE_PX);
    const rgb = new Int32Array(small.width * small.height * 3);
    const src = small.data;
    for (let i = 0, j = 0; j < rgb.length; i += 4, j += 3) {
      rgb[j] = src[i]!;
      rgb[j + 1] = src[i + 1]!;
      rgb[j + 2] = src[i + 2]!;
    }
    const tensor = human.tf.tensor(rgb, [1, small.height, small.width, 3], 'int32');
    try {
      const result = await human.detect(tensor);
      if (result.error) throw new Error(`Face detection failed: ${result.error}`);
      return result.face.map((face) => ({
        box: scaleBox(
          { x: face.box[0], y: face.box[1], width: face.box[2], height: face.box[3] },
          factor,
        ),
        confidence: Math.round((face.boxScore ?? face.score) * 1000) / 1000,
      }));
    } finally {
      tensor.dispose();
    }
  };
}
