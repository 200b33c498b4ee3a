import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The signing tests' reading of the outbox (the mailer writes each message there when no SMTP_URL is
 * set): a message's text, quoted-printable undone, so a link's token and a code can be read back.
 */
export async function outboxTexts(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) =>
      (await readFile(path.join(dir, name), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    ),
  );
}

/** The newest mail's link token (of a mail mentioning the text, e.g. its Hello name), from its `/sign/<token>`. */
export function tokenIn(texts: readonly string[], mentioning?: string): string | undefined {
  for (const text of [...texts].reverse()) {
    if (mentioning && !text.includes(mentioning)) continue;
    const match = /\/sign\/([A-Za-z0-9_-]{43})/.exec(text);
    if (match) return match[1];
  }
  return undefined;
}

/** The newest code mailed (in a mail mentioning the text, or any). */
export function codeIn(texts: readonly string[], mentioning?: string): string | undefined {
  for (const text of [...texts].reverse()) {
    if (mentioning && !text.includes(mentioning)) continue;
    const match = /Your code to sign the T&M voucher: (\d{6})/.exec(text);
    if (match) return match[1];
  }
  return undefined;
}
