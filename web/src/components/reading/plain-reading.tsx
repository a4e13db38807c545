/** A reading in the `plain` format: paragraphs at blank lines, line breaks kept; never HTML. */
export function PlainReading({ source }: { source: string }) {
  const paragraphs = source.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <div className="reading reading-plain">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
