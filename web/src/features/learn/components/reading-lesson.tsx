/** The teacher's text as written: plain text, paragraphs at blank lines, line breaks kept; never HTML. */
export function ReadingLesson({ text }: { text: string }) {
  const paragraphs = text.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <div className="player-reading">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
