/**
 * A translated sentence with one `{name}` placeholder shown in bold: the whole sentence is one
 * catalogue entry, whatever the word order of the language.
 */
export function Emphasized({ text, name, value }: { text: string; name: string; value: string }) {
  const [before = '', ...rest] = text.split(`{${name}}`);
  return (
    <>
      {before}
      <strong>{value}</strong>
      {rest.join(value)}
    </>
  );
}
