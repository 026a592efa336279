/**
 * The entries of a PO catalogue as Lingui writes them: each msgid and its msgstr ('' when not
 * translated yet), each possibly over several quoted lines; no plural forms (they are ICU inside the
 * message). The server reads its catalogues with it (./texts.ts) and the journeys their words;
 * a unit test checks it against Lingui's own reader.
 */
export function readPo(text: string): { id: string; translation: string }[] {
  const entries: { id: string; translation: string }[] = [];
  let id: string | null = null;
  let translation: string | null = null;
  let field: 'id' | 'translation' | null = null;
  const unquote = (quoted: string) => JSON.parse(quoted) as string;
  const flush = () => {
    if (id && translation !== null) entries.push({ id, translation });
    id = translation = field = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('msgid ')) {
      flush();
      id = unquote(line.slice(6));
      field = 'id';
    } else if (line.startsWith('msgstr ')) {
      translation = unquote(line.slice(7));
      field = 'translation';
    } else if (line.startsWith('"') && field === 'id') {
      id += unquote(line);
    } else if (line.startsWith('"') && field === 'translation') {
      translation += unquote(line);
    } else if (line === '') {
      flush();
    }
  }
  flush();
  return entries;
}
