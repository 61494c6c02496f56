/**
 * The playing time of a PCM WAV file in seconds, from its `fmt ` and `data` chunks; null when the bytes are no
 * PCM WAV. A `data` size larger than what is present (a streamed header) counts only the bytes present.
 */
export function wavDurationSeconds(wav: Buffer): number | null {
  if (wav.length < 12 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE')
    return null;
  let byteRate = 0;
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ' && body + 16 <= wav.length) byteRate = wav.readUInt32LE(body + 8);
    if (id === 'data') {
      if (byteRate === 0) return null;
      return Math.min(size, wav.length - body) / byteRate;
    }
    offset = body + size + (size % 2);
  }
  return null;
}

/** True for a 16 kHz, mono, 16-bit PCM WAV: what the embedded recogniser reads as it is. */
export function isSpeechWav(wav: Buffer): boolean {
  if (wav.length < 36 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 12, 16) !== 'fmt ')
    return false;
  return (
    wav.readUInt16LE(20) === 1 &&
    wav.readUInt16LE(22) === 1 &&
    wav.readUInt32LE(24) === 16_000 &&
    wav.readUInt16LE(34) === 16
  );
}
