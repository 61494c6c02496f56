/**
 * `npm run bench:voice` (issue 23 A8): the embedded voice engines on this machine (2 cores), one request at a
 * time. Prints one line per figure:
 * - synthesis real-time factor per language (pl, de, en): espeak-ng with the spec's default voice plus the
 *   Ogg/Opus encode, seconds spent ÷ seconds of audio, the median of `VOICE_RUNS` (default 3) runs over a
 *   recipe-length narration (the wording narration-text.ts writes);
 * - transcription real-time factor for English: pocketsphinx (with the ffmpeg conversion) over a few English
 *   sentences spoken by espeak-ng, seconds spent ÷ seconds of audio, and their word error rate.
 * A real-time factor below 1 is faster than the audio plays. Bounded: well under two minutes on 2 cores.
 */
import type { VoiceId } from '../src/core/contracts/speech';
import type { Locale } from '../src/core/i18n/locales';
import { createEmbeddedSpeechToText } from '../src/server/modules/speech/embedded-speech-to-text';
import { createEspeakTextToSpeech, encodeOpus } from '../src/server/modules/speech/text-to-speech';
import { wavDurationSeconds } from '../src/server/modules/speech/wav';
import { wordErrorRate } from '../src/server/modules/speech/word-error-rate';

const RUNS = Number(process.env.VOICE_RUNS ?? 3);

/** The spec's default voices (B §9). */
const VOICES: Record<Locale, VoiceId> = { pl: 'gosia', de: 'thorsten', en: 'sam' };

/** A recipe's full narration in each language, as narration-text.ts words it (about 1,000 characters). */
const RECIPE_TEXT: Record<Locale, string> = {
  pl: [
    'Owsianka z jabłkiem i cynamonem.',
    'Sycące śniadanie z płatków owsianych, gotowanych na mleku, z duszonym jabłkiem, orzechami i szczyptą cynamonu.',
    'Składniki: płatki owsiane – 80 gramów (1 szklanka); mleko 2% – 250 gramów; jabłko ze skórką, surowe – 150 gramów (1 średnia sztuka); orzechy włoskie – 15 gramów (1 garść); miód – 10 gramów (1 łyżeczka); cynamon – 0,5 grama (1 szczypta).',
    'Krok 1. Zagotuj mleko w małym garnku.',
    'Krok 2. Wsyp płatki owsiane i gotuj na małym ogniu przez 5 minut, często mieszając.',
    'Krok 3. Jabłko umyj, usuń gniazdo nasienne i pokrój w kostkę.',
    'Krok 4. Duś jabłko z odrobiną wody i cynamonem przez 4 minuty, aż zmięknie.',
    'Krok 5. Orzechy posiekaj i upraż na suchej patelni.',
    'Krok 6. Przełóż owsiankę do miski, dodaj jabłko i orzechy, a na koniec polej miodem.',
  ].join('\n'),
  de: [
    'Haferbrei mit Apfel und Zimt.',
    'Ein sättigendes Frühstück aus Haferflocken, in Milch gekocht, mit gedünstetem Apfel, Nüssen und einer Prise Zimt.',
    'Zutaten: 80 Gramm Haferflocken (1 Tasse); 250 Gramm Milch, 1,5 % Fett; 150 Gramm Apfel mit Schale, roh (1 mittelgroßes Stück); 15 Gramm Walnüsse (1 Handvoll); 10 Gramm Honig (1 Teelöffel); 0,5 Gramm Zimt (1 Prise).',
    'Schritt 1. Bring die Milch in einem kleinen Topf zum Kochen.',
    'Schritt 2. Gib die Haferflocken hinein und lass sie bei schwacher Hitze 5 Minuten köcheln, dabei oft umrühren.',
    'Schritt 3. Wasch den Apfel, entferne das Kerngehäuse und schneide ihn in Würfel.',
    'Schritt 4. Dünste den Apfel mit etwas Wasser und Zimt 4 Minuten, bis er weich ist.',
    'Schritt 5. Hack die Nüsse und röste sie in einer trockenen Pfanne.',
    'Schritt 6. Füll den Brei in eine Schüssel, gib Apfel und Nüsse dazu und träufle zum Schluss den Honig darüber.',
  ].join('\n'),
  en: [
    'Porridge with apple and cinnamon.',
    'A filling breakfast of oat flakes cooked in milk, with stewed apple, walnuts and a pinch of cinnamon.',
    'Ingredients: 80 grams of oat flakes (1 cup); 250 grams of milk, 2% fat; 150 grams of apple with skin, raw (1 medium piece); 15 grams of walnuts (1 handful); 10 grams of honey (1 teaspoon); 0.5 grams of cinnamon (1 pinch).',
    'Step 1. Bring the milk to the boil in a small pan.',
    'Step 2. Stir in the oat flakes and simmer over a low heat for 5 minutes, stirring often.',
    'Step 3. Wash the apple, remove the core and cut it into cubes.',
    'Step 4. Stew the apple with a little water and the cinnamon for 4 minutes, until soft.',
    'Step 5. Chop the walnuts and toast them in a dry pan.',
    'Step 6. Spoon the porridge into a bowl, add the apple and walnuts, and drizzle the honey over it.',
  ].join('\n'),
};

/** English sentences for the transcription figure, each well under the 15 s a transcription may last. */
const SENTENCES = [
  'How many calories are in a bottle of milk?',
  'Show me vegetarian recipes with lentils and rice.',
  'I would like a quick breakfast with oats and apples.',
  'Find a low fat soup for dinner tonight.',
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const seconds = (started: number) => (performance.now() - started) / 1000;
const audioSeconds = (wav: Buffer) => {
  const duration = wavDurationSeconds(wav);
  if (!duration) throw new Error('the synthesiser returned no PCM WAV');
  return duration;
};

const tts = createEspeakTextToSpeech();
const started = performance.now();

for (const language of ['pl', 'de', 'en'] as const) {
  const factors: number[] = [];
  let audio = 0;
  let opusBytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const began = performance.now();
    const wav = await tts.synthesize(RECIPE_TEXT[language], VOICES[language]);
    const opus = await encodeOpus(wav);
    const spent = seconds(began);
    audio = audioSeconds(wav);
    opusBytes = opus.length;
    factors.push(spent / audio);
  }
  console.log(
    `synthesis RTF ${language} (espeak-ng ${VOICES[language]} + Opus): ${median(factors).toFixed(3)} ` +
      `(median of ${RUNS}; ${RECIPE_TEXT[language].length} chars, ${audio.toFixed(1)} s audio, ` +
      `${(opusBytes / 1024).toFixed(0)} KiB Ogg/Opus)`,
  );
}

const stt = createEmbeddedSpeechToText({ concurrency: 1 });
let spentOnTranscription = 0;
let heard = 0;
const references: string[] = [];
const transcripts: string[] = [];
for (const text of SENTENCES) {
  const wav = await tts.synthesize(text, 'sam');
  heard += audioSeconds(wav);
  const began = performance.now();
  const result = await stt.transcribe(wav, 'en');
  spentOnTranscription += seconds(began);
  // Nothing heard counts as every word missed; any other failure ends the bench.
  if ('error' in result && result.error !== 'no-speech')
    throw new Error(`transcription failed: ${result.error}`);
  references.push(text);
  transcripts.push('transcript' in result ? result.transcript : '');
}
const wer = wordErrorRate(references.join(' '), transcripts.join(' '));
console.log(
  `transcription RTF en (pocketsphinx en-us, ffmpeg conversion included): ` +
    `${(spentOnTranscription / heard).toFixed(3)} (${SENTENCES.length} sentences, ${heard.toFixed(1)} s audio)`,
);
console.log(`transcription WER en (espeak-ng sam → pocketsphinx): ${wer.toFixed(2)}`);
for (const [i, transcript] of transcripts.entries()) console.log(`  "${references[i]}" → "${transcript}"`);
console.log(`bench:voice took ${seconds(started).toFixed(1)} s`);
