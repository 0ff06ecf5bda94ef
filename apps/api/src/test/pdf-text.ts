import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by pdf-lib draws: its (deflated) content streams' hex strings, read as
 * Windows-1252. A stream is read by its /Length, not up to "endstream": compressed bytes may end in
 * a carriage return, which a pattern would take for the line break before "endstream" and cut off.
 */
export function readPdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  return [...raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)]
    .map((match) => {
      const start = (match.index ?? 0) + match[0].length;
      const bytes = pdf.subarray(start, start + Number(match[1]));
      try {
        return inflateSync(bytes).toString('latin1');
      } catch {
        return bytes.toString('latin1');
      }
    })
    .flatMap((stream) => [...stream.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)])
    .map((match) => new TextDecoder('windows-1252').decode(Buffer.from(match[1] ?? '', 'hex')))
    .join('\n');
}
