import { describe, expect, it } from 'vitest';
import { createSendGate, messageParts, messageToSend } from './message-text';

describe('message text', () => {
  it('web addresses become links, with sentence punctuation left out; everything else stays text', () => {
    expect(messageParts('See https://example.org/a?b=1. And www.nutrio.test!')).toEqual([
      { text: 'See ' },
      { text: 'https://example.org/a?b=1', href: 'https://example.org/a?b=1' },
      { text: '. And ' },
      { text: 'www.nutrio.test', href: 'https://www.nutrio.test/' },
      { text: '!' },
    ]);
    expect(messageParts('(https://en.wikipedia.org/wiki/Kale_(food))')).toEqual([
      { text: '(' },
      {
        text: 'https://en.wikipedia.org/wiki/Kale_(food)',
        href: 'https://en.wikipedia.org/wiki/Kale_(food)',
      },
      { text: ')' },
    ]);
  });

  it('no other scheme becomes a link, and markup stays text', () => {
    for (const content of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '<a href="javascript:alert(1)">x</a>',
      'vbscript:msgbox',
    ])
      expect(messageParts(content).every((part) => !('href' in part))).toBe(true);
    const parts = messageParts('<img src=x onerror=alert(1)> https://ok.test/"><script>');
    expect(parts.filter((part) => 'href' in part)).toEqual([
      { text: 'https://ok.test/', href: 'https://ok.test/' },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(
      '<img src=x onerror=alert(1)> https://ok.test/"><script>',
    );
  });

  it('[CHAT-11] an empty trimmed message is not sent; line breaks inside are kept', () => {
    expect(messageToSend('')).toBeNull();
    expect(messageToSend('  \n\t \r\n ')).toBeNull();
    expect(messageToSend('  Hi\r\nthere  ')).toBe('Hi\nthere');
    expect(messageToSend('x'.repeat(4_001))).toBeNull();
    expect(messageToSend('x'.repeat(4_000))).toHaveLength(4_000);
  });

  it('[CHAT-12] sends are ignored while one is in progress', async () => {
    const gate = createSendGate();
    let finish!: () => void;
    let calls = 0;
    const send = () =>
      new Promise<void>((resolve) => {
        calls += 1;
        finish = resolve;
      });
    const first = gate.run(send);
    expect(gate.busy).toBe(true);
    expect(await gate.run(send)).toBe(false);
    expect(await gate.run(send)).toBe(false);
    expect(calls).toBe(1);
    finish();
    expect(await first).toBe(true);
    expect(gate.busy).toBe(false);
    const next = gate.run(send);
    finish();
    expect(await next).toBe(true);
    expect(calls).toBe(2);
  });
});
