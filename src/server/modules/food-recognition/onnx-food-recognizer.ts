import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ort from 'onnxruntime-node';
import sharp from 'sharp';
import { z } from 'zod';
import { UPLOAD_READ_OPTIONS } from '../../lib/uploaded-image';
import { InferenceError, type FoodRecognizer, type LabelScore } from './food-recognizer';

/** The model's input (data/README.md): 224 × 224 RGB, from a 256 px short side, ImageNet mean and std. */
const RESIZE_TO = 256;
const CROP = 224;
const MEAN = [0.485, 0.456, 0.406] as const;
const STD = [0.229, 0.224, 0.225] as const;

export const MODEL_FILE = 'mobilenetv2-12-int8.onnx';
const LABELS_FILE = 'imagenet-simple-labels.json';
const FOOD_INDICES_FILE = 'imagenet-food-indices.json';

/**
 * The photo as the model's input tensor: upright, short side 256 px, the centre 224 × 224, scaled to 0–1 and
 * normalised per channel, laid out NCHW.
 */
export async function imageTensor(image: Buffer): Promise<ort.Tensor> {
  const { data, info } = await sharp(image, UPLOAD_READ_OPTIONS)
    .rotate()
    .resize({ width: RESIZE_TO, height: RESIZE_TO, fit: 'outside' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels < 3 || info.width < CROP || info.height < CROP)
    throw new InferenceError(`unexpected pixels ${info.width}x${info.height}x${info.channels}`);
  const left = Math.floor((info.width - CROP) / 2);
  const top = Math.floor((info.height - CROP) / 2);
  const plane = CROP * CROP;
  const tensor = new Float32Array(3 * plane);
  for (let y = 0; y < CROP; y += 1) {
    for (let x = 0; x < CROP; x += 1) {
      const from = ((top + y) * info.width + left + x) * info.channels;
      const to = y * CROP + x;
      for (let c = 0; c < 3; c += 1) tensor[c * plane + to] = (data[from + c]! / 255 - MEAN[c]!) / STD[c]!;
    }
  }
  return new ort.Tensor('float32', tensor, [1, 3, CROP, CROP]);
}

/** Probabilities from logits (shifted by the largest, so nothing overflows). */
export function softmax(logits: ArrayLike<number>): Float64Array {
  let max = -Infinity;
  for (let i = 0; i < logits.length; i += 1) max = Math.max(max, logits[i]!);
  const out = new Float64Array(logits.length);
  let sum = 0;
  for (let i = 0; i < logits.length; i += 1) {
    out[i] = Math.exp(logits[i]! - max);
    sum += out[i]!;
  }
  for (let i = 0; i < out.length; i += 1) out[i] = out[i]! / sum;
  return out;
}

/**
 * The embedded recogniser: ImageNet MobileNetV2 (int8) in onnxruntime. The session is made once, on the first
 * photo, and shared (`threads`: the runtime's threads per photo; its default is one per core); `session.run` is asynchronous and computes on the runtime's own threads, so the event
 * loop stays free while a photo is analysed. A session that failed to load is tried again on the next photo.
 */
export function createOnnxFoodRecognizer(modelDir: string, { threads }: { threads?: number } = {}) {
  let session: Promise<ort.InferenceSession> | undefined;
  let classes: { labels: string[]; food: number[] } | undefined;

  const load = () => {
    classes ??= {
      labels: z
        .array(z.string())
        .length(1000)
        .parse(JSON.parse(readFileSync(join(modelDir, LABELS_FILE), 'utf8'))),
      food: Object.keys(
        z
          .record(z.string(), z.string())
          .parse(JSON.parse(readFileSync(join(modelDir, FOOD_INDICES_FILE), 'utf8'))),
      ).map(Number),
    };
    session ??= ort.InferenceSession.create(join(modelDir, MODEL_FILE), {
      ...(threads ? { intraOpNumThreads: threads } : {}),
      interOpNumThreads: 1,
      graphOptimizationLevel: 'all',
    }).catch((error: unknown) => {
      session = undefined;
      throw error;
    });
    return { session, classes };
  };

  const recognizer: FoodRecognizer & { close(): Promise<void> } = {
    model: 'embedded',
    async recognize(image) {
      let input: ort.Tensor;
      try {
        input = await imageTensor(image);
      } catch (error) {
        if (error instanceof InferenceError) throw error;
        throw new InferenceError(`the photo could not be prepared: ${String(error)}`);
      }
      let probabilities: Float64Array;
      let known: { labels: string[]; food: number[] };
      try {
        const loaded = load();
        known = loaded.classes;
        const model = await loaded.session;
        const output = await model.run({ [model.inputNames[0]!]: input });
        const logits = output[model.outputNames[0]!]?.data;
        if (!(logits instanceof Float32Array) || logits.length !== known.labels.length)
          throw new Error('unexpected model output');
        probabilities = softmax(logits);
      } catch (error) {
        throw new InferenceError(String(error));
      }
      let best = 0;
      for (let i = 1; i < probabilities.length; i += 1)
        if (probabilities[i]! > probabilities[best]!) best = i;
      const labels: LabelScore[] = known.food
        .map((index) => ({ label: known.labels[index]!, score: probabilities[index]! }))
        .sort((a, b) => b.score - a.score);
      return { labels, bestOverall: { label: known.labels[best]!, score: probabilities[best]! } };
    },
    async close() {
      const open = session;
      session = undefined;
      if (open) await (await open.catch(() => undefined))?.release();
    },
  };
  return recognizer;
}
