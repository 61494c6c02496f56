import { describe, expect, it } from 'vitest';
import { wordErrorRate, wordsOf } from './word-error-rate';
import { isSpeechWav, wavDurationSeconds } from './wav';

describe('word error rate', () => {
  it('counts substitutions, deletions and insertions over the reference words', () => {
    expect(wordErrorRate('show me chicken', 'show me chicken')).toBe(0);
    expect(wordErrorRate('show me chicken', 'show us chicken')).toBeCloseTo(1 / 3);
    expect(wordErrorRate('show me chicken', 'show chicken')).toBeCloseTo(1 / 3);
    expect(wordErrorRate('show me chicken', 'please show me the chicken')).toBeCloseTo(2 / 3);
    expect(wordErrorRate('show me chicken', '')).toBe(1);
    expect(wordErrorRate('', '')).toBe(0);
    expect(wordErrorRate('', 'noise')).toBe(1);
  });

  it('ignores case and punctuation, keeping apostrophes', () => {
    expect(wordsOf("Don't, PLEASE!")).toEqual(["don't", 'please']);
    expect(wordErrorRate('How many calories?', 'how many calories')).toBe(0);
  });
});

describe('wav reading', () => {
  function wav(sampleRate: number, channels: number, bits: number, dataBytes: number): Buffer {
    const header = Buffer.alloc(44);
    header.write('RIFF', 0, 'ascii');
    header.writeUInt32LE(36 + dataBytes, 4);
    header.write('WAVEfmt ', 8, 'ascii');
    header.writeUInt32LE(16, 16);
    header.writeUInt16LE(1, 20);
    header.writeUInt16LE(channels, 22);
    header.writeUInt32LE(sampleRate, 24);
    header.writeUInt32LE((sampleRate * channels * bits) / 8, 28);
    header.writeUInt16LE((channels * bits) / 8, 32);
    header.writeUInt16LE(bits, 34);
    header.write('data', 36, 'ascii');
    header.writeUInt32LE(dataBytes, 40);
    return Buffer.concat([header, Buffer.alloc(dataBytes)]);
  }

  it('reads the playing time from the format and data chunks', () => {
    expect(wavDurationSeconds(wav(16_000, 1, 16, 64_000))).toBe(2);
    expect(wavDurationSeconds(wav(22_050, 1, 16, 22_050))).toBeCloseTo(0.5);
    expect(wavDurationSeconds(Buffer.from('not a wav file at all, just text'))).toBeNull();
  });

  it('knows the 16 kHz mono 16-bit format the recogniser reads', () => {
    expect(isSpeechWav(wav(16_000, 1, 16, 10))).toBe(true);
    expect(isSpeechWav(wav(22_050, 1, 16, 10))).toBe(false);
    expect(isSpeechWav(wav(16_000, 2, 16, 10))).toBe(false);
  });
});
