import { MAX_CHAT_MESSAGE } from '../../../../core/contracts/chat';

/** A piece of a message: plain text, or a web address to show as a link. */
export type MessagePart = { text: string } | { text: string; href: string };

/** http(s) addresses and bare `www.` ones; a scheme never comes from anything else (no `javascript:`). */
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than an address ("see https://x.org."). */
const TRAILING = /[.,;:!?'"»”’)\]}]+$/;

/**
 * Splits a message into text and links (issue 15 A5). Links are only ever rendered as React elements with
 * this href; no HTML from a message is ever interpreted. A closing bracket stays in the address when the
 * address also opened one (Wikipedia's "…_(food)").
 */
export function messageParts(content: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of content.matchAll(ADDRESS)) {
    let address = match[0];
    const trailing = TRAILING.exec(address)?.[0] ?? '';
    let keep = address.length - trailing.length;
    if (trailing.startsWith(')') && address.slice(0, keep).includes('(')) keep += 1;
    address = address.slice(0, keep);
    const start = match.index;
    let href: string;
    try {
      const url = new URL(address.toLowerCase().startsWith('www.') ? `https://${address}` : address);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
      href = url.href;
    } catch {
      continue;
    }
    if (start > last) parts.push({ text: content.slice(last, start) });
    parts.push({ text: address, href });
    last = start + address.length;
  }
  if (last < content.length) parts.push({ text: content.slice(last) });
  return parts;
}

/** What the box would send: the trimmed text, or null when there is nothing to send (CHAT-11) or too much. */
export function messageToSend(text: string): string | null {
  const trimmed = text.replace(/\r\n?/g, '\n').trim();
  return trimmed.length > 0 && trimmed.length <= MAX_CHAT_MESSAGE ? trimmed : null;
}

/**
 * Runs one send at a time (CHAT-12): while one is in progress, further calls are ignored and answer false.
 */
export function createSendGate() {
  let busy = false;
  return {
    get busy() {
      return busy;
    },
    async run(send: () => Promise<unknown>): Promise<boolean> {
      if (busy) return false;
      busy = true;
      try {
        await send();
        return true;
      } finally {
        busy = false;
      }
    },
  };
}
