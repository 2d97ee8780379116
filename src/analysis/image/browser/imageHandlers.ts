// The analysis worker's image requests: 'image.check' and 'image.safeCopy'. One browser
// environment per worker, so models load once; progress names the stage, and the first time a
// model is fetched it says so ("loading-faces-model"…), which the UI shows as preparation.
// Invariant: the photo's bytes stay in this worker and the reply; nothing is sent anywhere.
import { checkImage, makeSafeCopy, type SafeCopy } from '../checkImage.ts';
import type { ImageCheckResult, RegionRedaction } from '../types.ts';
import { checkText } from '../../text/checkText.ts';
import { createBrowserImageEnvironment, type ModelLoad } from './browserEnvironment.ts';

type Progress = (done: number | null, total?: number, stage?: string) => void;

let reportModelLoad: (model: ModelLoad) => void = () => {};
// The text engine is merged separately; it plugs in as the second argument here.
// Text found in a picture goes through the same text engine as a typed post.
const environment = createBrowserImageEnvironment((model) => reportModelLoad(model), checkText);

export interface ImageCheckRequest {
  bytes: Uint8Array;
  faces?: boolean;
  text?: boolean;
  barcodes?: boolean;
}

export async function checkImageInWorker(
  request: ImageCheckRequest,
  progress: Progress,
): Promise<ImageCheckResult> {
  reportModelLoad = (model) => progress(null, undefined, `loading-${model}-model`);
  try {
    return await checkImage(request.bytes, environment, {
      faces: request.faces,
      text: request.text,
      barcodes: request.barcodes,
      onStage: (stage) => progress(null, undefined, stage),
    });
  } finally {
    reportModelLoad = () => {};
  }
}

export interface SafeCopyRequest {
  bytes: Uint8Array;
  redactions?: RegionRedaction[];
}

export function safeCopyInWorker(request: SafeCopyRequest): Promise<SafeCopy> {
  return makeSafeCopy(request.bytes, environment, request.redactions ?? []);
}
